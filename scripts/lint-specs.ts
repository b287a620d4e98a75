import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lint, loadConfig } from "@redocly/openapi-core";

export const specsDir = fileURLToPath(new URL("../content/specs/", import.meta.url));

export type LintProblem = { file: string; severity: string; rule: string; message: string; where: string };

/** Lints every OpenAPI document in content/specs with the rules in redocly.yaml. */
export async function lintSpecs(): Promise<LintProblem[]> {
  const config = await loadConfig({ configPath: fileURLToPath(new URL("../redocly.yaml", import.meta.url)) });
  const files = (await readdir(specsDir)).filter((file) => file.endsWith(".yaml"));
  const problems: LintProblem[] = [];
  for (const file of files) {
    for (const problem of await lint({ ref: join(specsDir, file), config })) {
      problems.push({
        file,
        severity: problem.severity,
        rule: problem.ruleId,
        message: problem.message,
        where: problem.location.map((location) => location.pointer ?? "").join(", "),
      });
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await lintSpecs();
  for (const p of problems) console.log(`${p.severity} ${p.file} ${p.where} [${p.rule}] ${p.message}`);
  console.log(`${problems.length} problem(s)`);
  process.exitCode = problems.some((p) => p.severity === "error") ? 1 : 0;
}
