/* eslint-disable no-restricted-imports -- this test serves the sandbox and runs the quickstarts as programs, so it needs Node's modules; nothing in the site imports it. */
/**
 * Every quickstart in every language, run as a program against a served sandbox, twice (a
 * program must run again on the same sandbox), after checks that each sends the published
 * credentials and names the sandbox's origin once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxMountPath, sandboxSampleOrigin } from "../../core/sandbox/sandbox-url";
import { createSandbox, type Sandbox } from "../../server/sandbox/create-sandbox";
import { sandboxNodeListener } from "../../server/sandbox/serve-sandbox";
import { runPrograms, toolchainProblem, type ProgramRun } from "../samples/run-programs";
import { deliverySettings } from "../sandbox/deliveries";
import { fastagHeaders, fastagSettings } from "../sandbox/fastag";
import { sandboxFixtures } from "../sandbox/fixtures";
import { instaCollectSettings } from "../sandbox/instacollect";
import { quickstartLanguages, quickstarts, type Quickstart, type QuickstartLanguageId } from "./quickstarts";

const folder = dirname(fileURLToPath(import.meta.url));
const sourceOf = (quickstart: Quickstart, language: QuickstartLanguageId) =>
  readFileSync(join(folder, quickstart.files[language]), "utf8");

const everyProgram = quickstarts.flatMap((quickstart) =>
  quickstartLanguages.map(({ id: language }) => ({
    quickstart,
    language,
    source: sourceOf(quickstart, language),
  })),
);

type Published = { name: string; value: string };
const { provider } = sandboxFixtures;
const pairs = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

/** The published values each quickstart must send, by the name it sends them under. */
const publishedValues: Record<Quickstart["id"], readonly Published[]> = {
  "bill-payment": sandboxFixtures.couCredentials,
  provider: [...pairs(provider.credentials.status), ...pairs(provider.credentials.reports)],
  instacollect: deliverySettings.instaCollectCredentials,
  fastag: [...fastagHeaders, { name: "otp", value: fastagSettings.otp }],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Exactly the name, then quotes, colons, commas, `=>` or spaces, then exactly the value. */
const sends = ({ name, value }: Published) =>
  new RegExp(`(?<![\\w-])${escaped(name)}["'\\s:,=>]+${escaped(value)}(?![\\w-])`);

describe("the quickstart files", () => {
  it("are the files quickstarts.ts names, and no others", () => {
    for (const quickstart of quickstarts) {
      const named = Object.values(quickstart.files).map((file) => file.slice(quickstart.id.length + 1));
      expect(readdirSync(join(folder, quickstart.id)).sort()).toEqual(named.sort());
    }
  });

  it.each(everyProgram.map((program) => [program.quickstart.id, program.language, program.source] as const))(
    "%s in %s names the sandbox's origin once and sends the published credentials",
    (id, _language, source) => {
      expect(source.split(sandboxSampleOrigin)).toHaveLength(2);
      for (const published of publishedValues[id]) expect(source).toMatch(sends(published));
    },
  );
});

describe("the program runner", () => {
  // Probing starts each toolchain once (mcs compiles a probe, python imports requests), which on a
  // busy machine takes longer than a unit test's default 5 s.
  it.each(quickstartLanguages.map(({ id }) => id))(
    "has the toolchain for %s",
    (language) => {
      expect(toolchainProblem(language), `${language} programs cannot run here`).toBeNull();
    },
    60_000,
  );

  it("fails a program that does not compile with the compiler's output, and runs the rest of its batch", async () => {
    const sources = {
      java: {
        runs: 'public class Main { public static void main(String[] args) { System.out.println("ran"); } }',
        broken: 'public class Main { public static void main(String[] args) { int ran = "no"; } }',
        error: /error: incompatible types/,
      },
      csharp: {
        runs: 'class Program { static void Main() { System.Console.WriteLine("ran"); } }',
        broken: 'class Program { static void Main() { int ran = "no"; } }',
        error: /error CS0029/,
      },
      go: {
        runs: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("ran") }\n',
        broken: "package main\n\nfunc main() { ran := 1 }\n",
        error: /ran declared (but|and) not used|declared and not used: ran/,
      },
    } as const;
    const languages = Object.keys(sources) as (keyof typeof sources)[];
    const runs = await runPrograms(
      languages.flatMap((language) => [
        { language, name: `${language}-runs`, source: sources[language].runs },
        { language, name: `${language}-broken`, source: sources[language].broken },
      ]),
      { timeoutMs: 30_000 },
    );
    languages.forEach((language, index) => {
      const [ran, broken] = [runs[2 * index], runs[2 * index + 1]];
      expect([ran?.exitCode, ran?.stdout], ran?.stderr).toEqual([0, "ran\n"]);
      expect(broken?.exitCode).not.toBe(0);
      expect(broken?.stderr).toMatch(sources[language].error);
    });
  }, 120_000);

  it("stops a program at its timeout", async () => {
    const [run] = await runPrograms(
      [{ language: "python", name: "sleeps", source: "import time\n\ntime.sleep(30)\n" }],
      { timeoutMs: 1000 },
    );
    expect(run?.exitCode).toBe(124);
    expect(run?.stderr).toContain("timed out after 1000 ms");
  });

  it("ends a C# program as its Main ends, with all it printed and the status it ended with", async () => {
    const programs = [
      { main: 'void Main() { System.Console.Write("no newline"); }', status: 0, stdout: "no newline" },
      { main: 'int Main() { System.Console.WriteLine("three"); return 3; }', status: 3, stdout: "three\n" },
      {
        main: 'void Main() { System.Console.WriteLine("two"); System.Environment.Exit(2); }',
        status: 2,
        stdout: "two\n",
      },
      {
        main: 'void Main() { throw new System.InvalidOperationException("broke"); }',
        status: 1,
        stdout: "",
        stderr: "InvalidOperationException: broke",
      },
    ];
    const runs = await runPrograms(
      programs.map(({ main }, index) => ({
        language: "csharp",
        name: `program-${index}`,
        source: `class Program { static ${main} }`,
      })),
      { timeoutMs: 30_000 },
    );
    programs.forEach(({ main, status, stdout, stderr = "" }, index) => {
      const run = runs[index];
      expect([run?.exitCode, run?.stdout], `${main}\n${run?.stderr}`).toEqual([status, stdout]);
      expect(run?.stderr, main).toContain(stderr);
    });
  }, 120_000);
});

/** The sandbox alone, on a free port, as the portal's server mounts it. */
function listen(sandbox: Sandbox): Promise<Server> {
  const answer = sandboxNodeListener(sandbox, { mountPath: sandboxMountPath, headers: {} });
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith(`${sandboxMountPath}/`)) void answer(incoming, outgoing);
    else outgoing.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const rounds = 1;
const runKey = (id: Quickstart["id"], language: QuickstartLanguageId) => `${id} in ${language}`;

describe("every quickstart, run as a program against the sandbox", () => {
  const sandbox = createSandbox({ secret: "quickstarts-test-secret" });
  let server: Server;
  let origin: string;
  const runs = new Map<string, ProgramRun[]>();
  const timings: string[] = [];

  beforeAll(
    async () => {
      server = await listen(sandbox);
      sandbox.start();
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The languages side by side, each in a batch of its own; the rounds one after the other,
      // so that each program's second run meets what its first left in the sandbox.
      for (let round = 1; round <= rounds; round += 1) {
        await Promise.all(
          quickstartLanguages.map(async ({ id: language }) => {
            const started = performance.now();
            const programs = everyProgram.filter((program) => program.language === language);
            const results = await runPrograms(
              programs.map(({ quickstart, source }) => ({
                language,
                name: quickstart.id,
                source: source.replaceAll(sandboxSampleOrigin, origin),
              })),
              { concurrency: programs.length, timeoutMs: 60_000 },
            );
            programs.forEach(({ quickstart }, index) => {
              const key = runKey(quickstart.id, language);
              runs.set(key, [...(runs.get(key) ?? []), results[index]!]);
            });
            timings.push(`${language} round ${round}: ${Math.round(performance.now() - started)} ms`);
          }),
        );
      }
    },
    // About 40 s on two idle cores; the rest is for a machine busy with other test files.
    300_000,
  );

  afterAll(async () => {
    await sandbox.stop();
    await new Promise((resolve) => server.close(resolve));
    console.info(timings.sort().join("\n"));
  });

  it.each(everyProgram.map(({ quickstart, language }) => [quickstart.id, language, quickstart] as const))(
    "%s in %s prints every step's documented code, run after run",
    (id, language, quickstart) => {
      const results = runs.get(runKey(id, language)) ?? [];
      expect(results).toHaveLength(rounds);
      for (const run of results) {
        const seen = `exit ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
        expect(run.exitCode, seen).toBe(0);
        const lines = run.stdout
          .trimEnd()
          .split("\n")
          .map((line) => {
            const [step, code, ...detail] = line.split(" ");
            return { step, code, detail: detail.join(" ") };
          });
        expect(
          lines.map(({ step, code }) => `${step} ${code}`),
          seen,
        ).toEqual(quickstart.steps.map((step) => `${step.name} ${step.code}`));
        lines.forEach(({ step, detail }, index) => {
          const expected = quickstart.steps[index]?.detail;
          expect(detail !== "", `${step} shows ${expected ?? "nothing"} after its code\n${seen}`).toBe(
            expected !== undefined,
          );
        });
        if (id === "instacollect")
          for (const { detail } of lines)
            expect(detail.startsWith(`${origin}${instaCollectSettings.payPagePath}?link=`), detail).toBe(
              true,
            );
      }
    },
  );
});
