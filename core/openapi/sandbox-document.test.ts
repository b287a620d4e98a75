import { createConfig, lintFromString, loadConfig } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sandboxSpecIds, type SandboxSpecId } from "../sandbox/sandbox-url";
import { httpMethods, type OpenApiDocument, type ParameterObject } from "./openapi";
import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { sandboxDocument, sandboxDocumentYaml, sandboxServerDescription } from "./sandbox-document";

const sources = import.meta.glob<string>("../../content/specs/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const sourceOf = (id: string) => sources[`../../content/specs/${id}.yaml`]!;
const origin = "https://developers.bank.test";

async function lintProblems(name: string, source: string): Promise<string[]> {
  const config = await loadConfig({ configPath: new URL("../../redocly.yaml", import.meta.url).pathname });
  const problems = await lintFromString({ source, absoluteRef: `/specs/${name}`, config });
  return problems.map(
    (p) => `${p.severity} ${name} ${p.location[0]?.pointer ?? ""} [${p.ruleId}] ${p.message}`,
  );
}

/** The warnings Redocly's recommended rules may give on a download, each explained in the conventions. */
const namedWarnings = ["info-license", "operation-4xx-response"];
const conventions = Object.values(
  import.meta.glob<string>("../../docs/openapi-conventions.md", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
).join("");

/** Problems Redocly's `recommended` rules find, as a partner who lints a download sees them. */
async function recommendedProblems(name: string, source: string) {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source, absoluteRef: `/specs/${name}`, config });
  return problems.map((p) => ({ severity: p.severity, rule: p.ruleId, where: p.location[0]?.pointer ?? "" }));
}

const expectedSandbox: Record<SandboxSpecId, { url: string; production: string | undefined }> = {
  cou: { url: `${origin}/sandbox/api/bills/uat`, production: "https://{host}/api/bills/{env}" },
  provider: { url: `${origin}/sandbox`, production: "/" },
  deliveries: { url: `${origin}/sandbox`, production: undefined },
  instacollect: { url: `${origin}/sandbox`, production: "/" },
  fastag: { url: `${origin}/sandbox/api/mock`, production: "https://{host}/api/{env}" },
};

function headerParameters(document: OpenApiDocument): ParameterObject[] {
  const items = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})];
  const inline = items.flatMap((item) => [
    ...(item.parameters ?? []),
    ...httpMethods.flatMap((method) => item[method]?.parameters ?? []),
  ]);
  return [...Object.values(document.components?.parameters ?? {}), ...inline].filter(
    (parameter) => parameter.in === "header",
  );
}

describe.each(sandboxSpecIds)("the %s download", (id) => {
  const source = sourceOf(id);
  const yaml = sandboxDocumentYaml(source, origin);
  const document = sandboxDocument(parse(source) as OpenApiDocument, origin);

  it("lists the sandbox first, then the production server", () => {
    const { url, production } = expectedSandbox[id];
    expect(document.servers?.map((server) => server.url)).toEqual(
      production === undefined ? [url] : [url, production],
    );
    expect(document.servers?.[0]?.description).toBe(sandboxServerDescription);
  });

  it("gives every credential header its published sandbox value as the example", () => {
    for (const parameter of headerParameters(document)) {
      const published = publishedHeaderValue(parameter.name);
      if (published !== undefined) expect(parameter.example, parameter.name).toBe(published);
    }
  });

  it("names the published value of each API key scheme", () => {
    for (const scheme of Object.values(document.components?.securitySchemes ?? {})) {
      const published = scheme.name ? publishedHeaderValue(scheme.name) : undefined;
      if (scheme.type === "apiKey" && published) expect(scheme.description).toContain(`\`${published}\``);
    }
  });

  it("is the same document as YAML and as JSON, and leaves the source as it was", () => {
    expect(parse(yaml)).toEqual(document);
    expect((parse(source) as OpenApiDocument).servers?.[0]?.url).not.toContain(origin);
  });

  it("passes the linter as YAML and as JSON", async () => {
    for (const [name, text] of [
      [`${id}.yaml`, yaml],
      [`${id}.json`, JSON.stringify(document, null, 2)],
    ] as const) {
      expect(await lintProblems(name, text)).toEqual([]);
    }
  }, 60_000);

  it("passes Redocly's recommended rules with no error, and no warning the conventions do not explain", async () => {
    const problems = await recommendedProblems(`${id}.yaml`, yaml);
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(problems.filter((problem) => !namedWarnings.includes(problem.rule))).toEqual([]);
    for (const rule of namedWarnings) expect(conventions).toContain(`\`${rule}\``);
  }, 60_000);

  // The rule is there to catch placeholder hosts; a local build's sandbox really is on localhost.
  it("built for the default origin, breaks only the rule against a localhost server", async () => {
    const local = sandboxDocumentYaml(source, "http://localhost:4000");
    expect(await lintProblems(`${id}.yaml`, local)).toEqual([
      `error ${id}.yaml #/servers/0/url [no-server-example.com] Server \`url\` should not point to example.com or localhost.`,
    ]);
  }, 60_000);
});

describe("the bill API's {env} segment", () => {
  it("has its values issued during onboarding, while the sandbox serves its own", () => {
    const production = (parse(sourceOf("cou")) as OpenApiDocument).servers?.[0];
    expect(production?.url).toBe("https://{host}/api/bills/{env}");
    expect(production?.variables?.env).toEqual({
      default: "env",
      description: "The environment segment of the path; its values are issued during onboarding.",
      "x-issued-during-onboarding": true,
    });
    const download = sandboxDocument(parse(sourceOf("cou")) as OpenApiDocument, origin);
    expect(download.servers?.map((server) => server.url)).toEqual([
      `${origin}/sandbox/api/bills/uat`,
      "https://{host}/api/bills/{env}",
    ]);
  });
});

describe("the published values in the downloads", () => {
  const download = (id: string) => sandboxDocument(parse(sourceOf(id)) as OpenApiDocument, origin);

  it("are the values the sandbox accepts", () => {
    expect(download("cou").components?.securitySchemes?.clientId?.description).toContain(
      "In the sandbox: `sandbox-client-id`.",
    );
    expect(download("fastag").components?.securitySchemes?.bankChannelId?.description).toContain(
      "In the sandbox: `SBX-FASTAG-CHANNEL`.",
    );
    expect(download("instacollect").components?.securitySchemes?.apiUser?.description).toContain(
      "In the sandbox: `sandbox-api-user`.",
    );
  });
});
