/**
 * The single-file downloads of the conformance kit (`/downloads/biller-kit.mjs`) and the reference
 * biller (`/downloads/reference-biller.mjs`), written into the build's client folder so the server
 * serves them like any other file. Each is one ES module for Node.js 20 or later with every
 * package inlined, a shebang and a header naming its version (a hash of its code); the kit's copy
 * of the biller document's schemas is inlined too, so neither reads a file of this repository.
 */
import { build, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import {
  kitDownload,
  kitGuideSection,
  kitNodeMajor,
  referenceBillerDownload,
} from "../content/biller-kit/kit-download";
import type { OpenApiDocument } from "../core/openapi/openapi";
import { siteOrigin } from "../server/config";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** Modules that find or read files of this repository: a download that bundles one is a mistake. */
const repositoryReaders = ["server/project-root.ts", "server/sandbox/load-specs.ts"];

/** What the placeholder `KIT_VERSION` in an entry becomes: the first 12 hex digits of its code's SHA-256. */
const versionPlaceholder = "KIT_VERSION";

/**
 * `server/biller-kit/biller-document.ts` as the document's schemas themselves (all the kit's
 * checks refer to), read from content/specs/biller.yaml when the file is built.
 */
const inlineBillerDocument: Plugin = {
  name: "inline-biller-document",
  setup(plugins) {
    plugins.onResolve({ filter: /\/biller-document$/ }, (args) => ({
      path: args.path,
      namespace: "biller-document",
    }));
    plugins.onLoad({ filter: /.*/, namespace: "biller-document" }, async () => {
      const source = await readFile(join(projectDir, "content", "specs", "biller.yaml"), "utf8");
      const { components } = parse(source) as OpenApiDocument & {
        components?: { schemas?: Record<string, unknown> };
      };
      const document = { openapi: "3.1.0", components: { schemas: components?.schemas ?? {} } };
      return {
        contents: `export function loadBillerDocument() {\n  return ${JSON.stringify(document)};\n}\n`,
        loader: "js",
      };
    });
  },
};

export type KitFile = {
  /** The program bundled, from the project folder. */
  entry: string;
  download: { path: string; file: string };
  /** What the header says the file is and how to start it; `origin` is the portal's. */
  describe: (version: string, origin: string) => string[];
};

export const kitFiles: readonly KitFile[] = [
  {
    entry: "scripts/biller-kit-file.ts",
    download: kitDownload,
    describe: (version, origin) => [
      `${kitDownload.file}: the biller conformance kit, kit version ${version}.`,
      `Needs Node.js ${kitNodeMajor} or later and nothing else. Run: node ${kitDownload.file} --help`,
      `How to use it: ${origin}${kitGuideSection}`,
    ],
  },
  {
    entry: "examples/reference-biller/main.ts",
    download: referenceBillerDownload,
    describe: (version) => [
      `${referenceBillerDownload.file}: a biller that keeps every rule the conformance kit checks (version ${version});`,
      "--fault <id> breaks one rule, to see a failing report.",
      `Needs Node.js ${kitNodeMajor} or later and nothing else. Run: node ${referenceBillerDownload.file} --help`,
    ],
  },
];

/** One download's text: the bundle with its shebang and header, and its version. */
export async function bundleKitFile(
  file: KitFile,
  origin: string = siteOrigin,
): Promise<{ text: string; version: string }> {
  const result = await build({
    entryPoints: [join(projectDir, file.entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    target: `node${kitNodeMajor}`,
    // Every package is inlined: the file runs where no node_modules exists.
    packages: "bundle",
    plugins: [inlineBillerDocument],
    // Whitespace and syntax only: names stay, so an error's stack still says where it happened.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "eof",
    logLevel: "warning",
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    relative(projectDir, join(process.cwd(), input)).replaceAll("\\", "/"),
  );
  const readers = inputs.filter((input) => repositoryReaders.includes(input));
  if (readers.length > 0)
    throw new Error(`${file.download.file} would read this repository at run time: ${readers.join(", ")}`);
  const code = result.outputFiles[0]!.text;
  const version = createHash("sha256").update(code).digest("hex").slice(0, 12);
  const header = ["#!/usr/bin/env node", ...file.describe(version, origin).map((line) => `// ${line}`)].join(
    "\n",
  );
  return { text: `${header}\n${code.replaceAll(versionPlaceholder, version)}`, version };
}

/** Writes every download under `clientDir`; returns each one's URL path and size in bytes. */
export async function writeKitDownloads(
  clientDir: string,
  origin: string = siteOrigin,
): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    kitFiles.map(async (file) => {
      const { text } = await bundleKitFile(file, origin);
      const out = join(clientDir, file.download.path);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, text, { mode: 0o755 });
      return { path: file.download.path, bytes: Buffer.byteLength(text) };
    }),
  );
}
