import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import spectralCore from "@stoplight/spectral-core";
import { oas } from "@stoplight/spectral-rulesets";
import { describe, expect, it } from "vitest";
import { specDownloadFiles } from "./spec-downloads";

const specsDir = fileURLToPath(new URL("../content/specs/", import.meta.url));
const ids = readdirSync(specsDir)
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.replace(/\.yaml$/, ""));
const conventions = readFileSync(new URL("../docs/openapi-conventions.md", import.meta.url), "utf8");

/** The warnings Spectral's `spectral:oas` may give on a download, each explained in the conventions. */
const namedWarnings = ["info-contact", "operation-success-response"];

const severities = ["error", "warn", "info", "hint"] as const;

/** What `spectral lint` with `extends: spectral:oas` reports on a file, as a partner runs it. */
async function spectralProblems(text: string) {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [oas] } as never);
  const results = await spectral.run(text);
  return results.map((result) => ({
    severity: severities[result.severity],
    rule: String(result.code),
    where: result.path.join("."),
    message: result.message,
  }));
}

describe.each(ids)("the %s download, linted with Spectral's spectral:oas", (id) => {
  const files = specDownloadFiles(id, readFileSync(`${specsDir}${id}.yaml`, "utf8"), "http://localhost:4000");

  it.each([`${id}.yaml`, `${id}.json`])(
    "%s has no error, and no warning the conventions do not explain",
    async (name) => {
      const problems = await spectralProblems(files[name]!);
      expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
      expect(problems.filter((problem) => !namedWarnings.includes(problem.rule))).toEqual([]);
      for (const rule of namedWarnings) expect(conventions).toContain(`\`${rule}\``);
    },
    60_000,
  );
});

describe("the Spectral check", () => {
  it("fails on a server whose variables at their defaults make no absolute URL", async () => {
    const source = readFileSync(`${specsDir}cou.yaml`, "utf8").replace(
      "url: https://{host}/api/bills/{env}",
      "url: /api/bills/{env}",
    );
    const problems = await spectralProblems(
      specDownloadFiles("cou", source, "http://localhost:4000")["cou.yaml"]!,
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ severity: "error", rule: "oas3-server-variables" }),
    );
  }, 60_000);
});
