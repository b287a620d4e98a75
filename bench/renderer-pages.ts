/**
 * The two embeddable renderers the portal's design chose against (docs/decisions), each on the
 * plain host page their documentation shows: the bundle, its stylesheet if any, and a spec URL.
 * Both pages carry the same language, viewport, title and description as a portal page, so the
 * accessibility and SEO scores compare the renderers rather than our host page.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ServedFile } from "./comparison-server";
import { projectRoot } from "./project-paths";

export type RendererPage = {
  name: string;
  path: string;
  /** Every file the page loads, for the byte columns. */
  files: ServedFile[];
};

const modules = join(projectRoot, "node_modules");
const specPath = "/spec.json";

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

function hostPage(options: { title: string; description: string; head: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<meta name="description" content="${escapeHtml(options.description)}">
${options.head}
</head>
<body>
${options.body}
</body>
</html>
`;
}

async function asset(path: string, file: string, kind: "css" | "js"): Promise<ServedFile> {
  return {
    path,
    kind,
    body: await readFile(file),
    contentType: kind === "css" ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
  };
}

function html(path: string, text: string): ServedFile {
  return { path, kind: "html", body: Buffer.from(text), contentType: "text/html; charset=utf-8" };
}

/** The Redoc and Swagger UI pages for one OpenAPI document, served as JSON by both. */
export async function rendererPages(document: Record<string, unknown>): Promise<RendererPage[]> {
  const info = (document.info ?? {}) as { title?: unknown; summary?: unknown };
  const title = typeof info.title === "string" ? info.title : "API reference";
  const description =
    typeof info.summary === "string" && info.summary.length > 0 ? info.summary : `${title} reference.`;
  const spec: ServedFile = {
    path: specPath,
    kind: "spec",
    body: Buffer.from(JSON.stringify(document)),
    contentType: "application/json; charset=utf-8",
  };

  const redocBundle = await asset(
    "/assets/redoc.standalone.js",
    join(modules, "redoc", "bundles", "redoc.standalone.js"),
    "js",
  );
  const redoc = html(
    "/redoc",
    hostPage({
      title: `${title} – Redoc`,
      description,
      head: "",
      // The standalone bundle finds <redoc> elements and renders them on load.
      body: `<redoc spec-url="${specPath}"></redoc>\n<script src="${redocBundle.path}"></script>`,
    }),
  );

  const swaggerBundle = await asset(
    "/assets/swagger-ui-bundle.js",
    join(modules, "swagger-ui-dist", "swagger-ui-bundle.js"),
    "js",
  );
  const swaggerCss = await asset(
    "/assets/swagger-ui.css",
    join(modules, "swagger-ui-dist", "swagger-ui.css"),
    "css",
  );
  // No validator badge: it would call a public validation service from a loopback benchmark.
  const swaggerInit = `SwaggerUIBundle({ url: "${specPath}", dom_id: "#swagger-ui", presets: [SwaggerUIBundle.presets.apis], validatorUrl: null });`;
  const swagger = html(
    "/swagger-ui",
    hostPage({
      title: `${title} – Swagger UI`,
      description,
      head: `<link rel="stylesheet" href="${swaggerCss.path}">`,
      body: `<div id="swagger-ui"></div>\n<script src="${swaggerBundle.path}"></script>\n<script>${swaggerInit}</script>`,
    }),
  );

  return [
    { name: "Redoc", path: redoc.path, files: [redoc, redocBundle, spec] },
    { name: "Swagger UI", path: swagger.path, files: [swagger, swaggerCss, swaggerBundle, spec] },
  ];
}
