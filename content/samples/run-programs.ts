/* eslint-disable no-restricted-imports -- this test helper compiles and runs programs in other languages, so it needs Node's process and file modules; nothing in the site imports it. */
/**
 * Runs programs in the seven languages of the portal's code samples, as a partner would run them,
 * for the tests that hold those samples to the sandbox. Compilation is batched per language (one
 * javac for all Java programs, one `go build` for all Go programs, mcs per file in parallel), then
 * every program runs with a timeout, several at a time. A program that does not compile gets a
 * failed run whose stderr is the compiler's output.
 *
 * @example
 * const [run] = await runPrograms([{ language: "python", name: "hello", source: 'print("hi")' }]);
 * // run.exitCode === 0, run.stdout === "hi\n"
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sampleLanguageIds, type SampleLanguageId } from "../../core/openapi/sample-code";

export type LanguageId = SampleLanguageId;
/** The languages of the portal's code samples, in tab order. */
export const languageIds: readonly LanguageId[] = sampleLanguageIds;

/** `name` is unique per call; it names the program's directory (and, for Go, its binary). */
export type Program = { language: LanguageId; name: string; source: string };
export type ProgramRun = {
  name: string;
  exitCode: number;
  stdout: string;
  stderr: string;
  milliseconds: number;
};
export type RunOptions = {
  /** Programs running at once (default: the machine's parallelism); compilers are not counted. */
  concurrency?: number;
  /** The limit of each program's run, compilation not included (default 60 s). */
  timeoutMs?: number;
  /** Added to this process's environment for every program. */
  env?: Record<string, string>;
};

/** Where Debian's php-guzzlehttp-guzzle puts Guzzle's autoloader; its dependencies are on the include path. */
export const debianGuzzleAutoload = "/usr/share/php/GuzzleHttp/autoload.php";
const debianPhpIncludePath = "/usr/share/php";

/** Assemblies a C# program may use besides mcs's defaults. */
const csharpReferences = ["-r:System.Net.Http"];

/** A cold Go build cache or a busy machine makes a compiler batch far slower than one run. */
const compileTimeoutMs = 300_000;
const timedOutExitCode = 124;
const notRunExitCode = 127;

// Short-lived JVMs start faster with the serial collector and the first JIT tier only.
const jvmStartFlags = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto"];

type Output = Omit<ProgramRun, "name">;
type Launch = { command: string; args: string[]; cwd: string };
/** A program written to its directory, with the file its source is in. */
type Placed = { program: Program; dir: string; file: string };
/** How to run a program, or the run it failed before running (a compile error). */
type Prepared = { program: Program; launch: Launch } | { program: Program; failed: ProgramRun };

type Toolchain = {
  /** The directory, below the run's root, that holds the program directories. */
  folder: string;
  fileName: (source: string) => string;
  problem: () => string | null;
  /** Compiles what needs compiling and says how to run each program. */
  prepare: (placed: Placed[], root: string) => Promise<Prepared[]>;
};

/** Runs a command to completion; at the timeout its whole process group is killed. */
function execute({ command, args, cwd }: Launch, timeoutMs: number, env = process.env): Promise<Output> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        // A script's curl, or a JVM's children, go down with it.
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutMs);
    let settled = false;
    const finish = (exitCode: number, note = "") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const milliseconds = Math.round(performance.now() - started);
      resolve(
        timedOut
          ? {
              exitCode: timedOutExitCode,
              stdout,
              stderr: `${stderr}\n[timed out after ${timeoutMs} ms]`,
              milliseconds,
            }
          : { exitCode, stdout, stderr: stderr + note, milliseconds },
      );
    };
    child.on("error", (error) => finish(notRunExitCode, `${command}: ${error.message}\n`));
    child.on("close", (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** `limit(task)` starts `task` once fewer than `slots` tasks it started are running. */
function limiter(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    while (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const compilerLimit = limiter(availableParallelism());

/** A program that did not compile: the compiler's exit code, and all it said (mcs says some on stdout). */
function compileFailure(program: Program, output: Output): Prepared {
  const exitCode = output.exitCode === 0 ? 1 : output.exitCode;
  const stderr = `${output.stdout}${output.stderr}`;
  return {
    program,
    failed: { name: program.name, exitCode, stdout: "", stderr, milliseconds: output.milliseconds },
  };
}

const launchEach = (placed: Placed[], command: string): Prepared[] =>
  placed.map(({ program, dir, file }) => ({ program, launch: { command, args: [file], cwd: dir } }));

/** The class `java Main.java` would run: the file's first top-level class. */
function javaMainClass(source: string): string {
  return /^(?:public\s+|final\s+)*class\s+([A-Za-z_$][\w$]*)/m.exec(source)?.[1] ?? "Main";
}

const declaredJavaPackage = (source: string) => /^\s*package\s+([\w.]+)\s*;/m.exec(source)?.[1];

async function prepareJava(placed: Placed[], root: string): Promise<Prepared[]> {
  // Each program gets a package of its own, declared on its first line so that compiler messages
  // keep their line numbers; one javac then compiles them all into one class tree.
  const classes = join(root, "java-classes");
  const entries = placed.map((entry, index) => {
    const declared = declaredJavaPackage(entry.program.source);
    return { ...entry, packageName: declared ?? `p${index}`, alone: declared !== undefined };
  });
  await Promise.all(
    entries
      .filter((entry) => !entry.alone)
      .map(({ dir, file, packageName, program }) =>
        writeFile(join(dir, file), `package ${packageName}; ${program.source}`),
      ),
  );
  const javac = (files: string[], output: string, cwd: string) =>
    execute(
      { command: "javac", args: [...jvmStartFlags.map((flag) => `-J${flag}`), "-d", output, ...files], cwd },
      compileTimeoutMs,
    );
  const batch = entries.filter((entry) => !entry.alone).map(({ dir, file }) => join(dir, file));
  const together = batch.length > 0 ? await compilerLimit(() => javac(batch, classes, root)) : undefined;
  return Promise.all(
    entries.map(async ({ program, dir, file, packageName, alone }): Promise<Prepared> => {
      let classPath = classes;
      // After a failed batch each program compiles alone, so that each failure shows its own errors.
      if (alone || together?.exitCode !== 0) {
        classPath = join(dir, "classes");
        const compiled = await compilerLimit(() => javac([file], classPath, dir));
        if (compiled.exitCode !== 0) return compileFailure(program, compiled);
      }
      const mainClass = `${packageName}.${javaMainClass(program.source)}`;
      return {
        program,
        launch: { command: "java", args: [...jvmStartFlags, "-cp", classPath, mainClass], cwd: dir },
      };
    }),
  );
}

/**
 * The entry point compiled with every C# program: it runs the program's Main, then ends the
 * process, because Debian's Mono 6.8 now and then hangs or crashes in its own shutdown (the
 * file says why).
 */
const csharpEntryPoint = join(dirname(fileURLToPath(import.meta.url)), "ExitAfterMain.cs");

function prepareCSharp(placed: Placed[]): Promise<Prepared[]> {
  return Promise.all(
    placed.map(async ({ program, dir, file }): Promise<Prepared> => {
      const compiled = await compilerLimit(() =>
        execute(
          {
            command: "mcs",
            args: [
              "-nologo",
              ...csharpReferences,
              "-main:ExitAfterMain",
              "-out:program.exe",
              file,
              csharpEntryPoint,
            ],
            cwd: dir,
          },
          compileTimeoutMs,
        ),
      );
      if (compiled.exitCode !== 0) return compileFailure(program, compiled);
      return {
        program,
        launch: { command: "mono", args: ["program.exe"], cwd: dir },
      };
    }),
  );
}

/** Loads Debian's Guzzle where a program says `require 'vendor/autoload.php';`, as in a Composer project. */
const phpAutoload = `<?php
set_include_path(get_include_path() . PATH_SEPARATOR . '${debianPhpIncludePath}');
require_once '${debianGuzzleAutoload}';
`;

async function preparePhp(placed: Placed[]): Promise<Prepared[]> {
  await Promise.all(
    placed.map(async ({ dir }) => {
      await mkdir(join(dir, "vendor"));
      await writeFile(join(dir, "vendor", "autoload.php"), phpAutoload);
    }),
  );
  return launchEach(placed, "php");
}

async function prepareGo(placed: Placed[], root: string): Promise<Prepared[]> {
  // The programs are the main packages of one module, so one `go build` compiles them all and
  // links each that compiles.
  const module = join(root, toolchains.go.folder);
  const binaries = join(root, "go-bin");
  await writeFile(join(module, "go.mod"), "module programs\n\ngo 1.19\n");
  const built = await compilerLimit(() =>
    // Binaries without symbol tables link faster, and nothing here debugs them.
    execute(
      { command: "go", args: ["build", "-ldflags=-s -w", "-o", `${binaries}/`, "./..."], cwd: module },
      compileTimeoutMs,
    ),
  );
  return placed.map(({ program, dir }): Prepared => {
    const packageDir = dir.slice(module.length + 1);
    const binary = join(binaries, packageDir);
    if (built.exitCode === 0 || existsSync(binary))
      return { program, launch: { command: binary, args: [], cwd: dir } };
    return compileFailure(program, { ...built, stderr: goErrorsOf(built.stderr, packageDir) });
  });
}

/** The part of `go build`'s output about one package: the section under its `# programs/<dir>` line. */
function goErrorsOf(output: string, packageDir: string): string {
  const sections = output.split(/^(?=# )/m);
  return sections.find((section) => section.startsWith(`# programs/${packageDir}\n`)) ?? output;
}

/** The output of a command that succeeds, or undefined if it fails or is not installed. */
function outputOf(command: string, ...args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 60_000 });
  return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
}

/** Why mcs cannot compile a program that uses System.Net.Http, or null when it can. */
function csharpReferenceProblem(): string | null {
  const dir = mkdtempSync(join(tmpdir(), "portal-mcs-"));
  try {
    writeFileSync(
      join(dir, "Probe.cs"),
      "class Probe { static void Main() { new System.Net.Http.HttpClient(); } }",
    );
    const result = spawnSync("mcs", ["-nologo", ...csharpReferences, "Probe.cs"], {
      cwd: dir,
      encoding: "utf8",
    });
    return result.status === 0 ? null : `${result.stdout}${result.stderr}`.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The interpreter of the first python3 that can import requests: PATH's (a virtualenv's, pyenv's),
 * else Debian's. Its own path, since a version manager's shim costs a shell start per run.
 */
let python: string | null | undefined;
function pythonWithRequests(): string | undefined {
  python ??=
    ["python3", "/usr/bin/python3"]
      .map((command) => outputOf(command, "-c", "import requests, sys; print(sys.executable)")?.trim())
      .find((executable) => executable !== undefined && executable !== "") ?? null;
  return python ?? undefined;
}

const toolchains: Record<LanguageId, Toolchain> = {
  curl: {
    folder: "curl",
    fileName: () => "program.sh",
    problem: () => {
      const missing = ["bash", "curl", "jq"].filter(
        (command) => outputOf(command, "--version") === undefined,
      );
      return missing.length === 0
        ? null
        : `${missing.join(", ")} not installed (apt-get install ${missing.join(" ")})`;
    },
    prepare: async (placed) => launchEach(placed, "bash"),
  },
  javascript: {
    folder: "javascript",
    fileName: () => "program.mjs",
    problem: () =>
      Number(process.versions.node.split(".")[0]) >= 20
        ? null
        : `Node ${process.versions.node} is older than 20`,
    prepare: async (placed) => launchEach(placed, process.execPath),
  },
  python: {
    folder: "python",
    fileName: () => "program.py",
    problem: () =>
      pythonWithRequests() === undefined
        ? "python3 with requests not installed (apt-get install python3-requests)"
        : null,
    prepare: async (placed) => launchEach(placed, pythonWithRequests() ?? "python3"),
  },
  java: {
    folder: "java",
    fileName: (source) => `${javaMainClass(source)}.java`,
    problem: () => {
      const major = Number(/javac (\d+)/.exec(outputOf("javac", "-version") ?? "")?.[1] ?? 0);
      return major >= 17 && outputOf("java", "-version") !== undefined
        ? null
        : "javac and java 17 or later not installed (apt-get install default-jdk-headless)";
    },
    prepare: prepareJava,
  },
  csharp: {
    folder: "csharp",
    fileName: () => "Program.cs",
    problem: () => {
      if (outputOf("mcs", "--version") === undefined || outputOf("mono", "--version") === undefined)
        return "mcs and mono not installed (apt-get install mono-mcs)";
      const reference = csharpReferenceProblem();
      return reference === null
        ? null
        : `mcs cannot use System.Net.Http (apt-get install libmono-system-net-http4.0-cil): ${reference}`;
    },
    prepare: prepareCSharp,
  },
  php: {
    folder: "php",
    fileName: () => "program.php",
    problem: () => {
      if (outputOf("php", "--version") === undefined) return "php not installed (apt-get install php-cli)";
      const load = `set_include_path(get_include_path() . PATH_SEPARATOR . '${debianPhpIncludePath}'); require '${debianGuzzleAutoload}'; new GuzzleHttp\\Client();`;
      return outputOf("php", "-r", load) === undefined
        ? "Guzzle not installed (apt-get install php-guzzlehttp-guzzle)"
        : null;
    },
    prepare: preparePhp,
  },
  go: {
    folder: "go-module",
    fileName: () => "main.go",
    problem: () => {
      const minor = Number(/go1\.(\d+)/.exec(outputOf("go", "version") ?? "")?.[1] ?? 0);
      return minor >= 19 ? null : "Go 1.19 or later not installed (apt-get install golang-go)";
    },
    prepare: prepareGo,
  },
};

const problems = new Map<LanguageId, string | null>();

/** Why programs in `language` cannot run on this machine, with the package to install; null when they can. */
export function toolchainProblem(language: LanguageId): string | null {
  if (!problems.has(language)) problems.set(language, toolchains[language].problem());
  return problems.get(language) ?? null;
}

/** A directory name from a program's name: letters, digits and dashes, starting with a letter or digit. */
const dirNameOf = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+/, "") || "program";

async function place(programs: Program[], root: string): Promise<Placed[]> {
  return Promise.all(
    programs.map(async (program) => {
      const toolchain = toolchains[program.language];
      const dir = join(root, toolchain.folder, dirNameOf(program.name));
      const file = toolchain.fileName(program.source);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, file), program.source);
      return { program, dir, file };
    }),
  );
}

function assertDistinctNames(programs: Program[]): void {
  const seen = new Map<string, string>();
  for (const { name } of programs) {
    const dirName = dirNameOf(name);
    const other = seen.get(dirName);
    if (other !== undefined) throw new Error(`Programs "${other}" and "${name}" need distinct names.`);
    seen.set(dirName, name);
  }
}

/**
 * Compiles what needs compiling in one batch per language, then runs each program with a timeout,
 * `concurrency` at a time; the runs come back in the order of `programs`. Languages compile and
 * run side by side. A language whose toolchain is missing answers each of its programs with exit
 * code 127 and the reason in stderr.
 */
export async function runPrograms(programs: Program[], options: RunOptions = {}): Promise<ProgramRun[]> {
  const { concurrency = availableParallelism(), timeoutMs = 60_000, env = {} } = options;
  assertDistinctNames(programs);
  const runLimit = limiter(concurrency);
  const environment = { ...process.env, ...env };
  const root = await mkdtemp(join(tmpdir(), "portal-programs-"));
  try {
    const byLanguage = languageIds
      .map((language) => ({ language, group: programs.filter((program) => program.language === language) }))
      .filter(({ group }) => group.length > 0);
    const runs = await Promise.all(
      byLanguage.map(async ({ language, group }): Promise<ProgramRun[]> => {
        const problem = toolchainProblem(language);
        if (problem !== null)
          return group.map(({ name }) => ({
            name,
            exitCode: notRunExitCode,
            stdout: "",
            stderr: problem,
            milliseconds: 0,
          }));
        const prepared = await toolchains[language].prepare(await place(group, root), root);
        return Promise.all(
          prepared.map((item) =>
            "failed" in item
              ? item.failed
              : runLimit(async () => ({
                  name: item.program.name,
                  ...(await execute(item.launch, timeoutMs, environment)),
                })),
          ),
        );
      }),
    );
    const byName = new Map(runs.flat().map((run) => [run.name, run]));
    return programs.map((program) => byName.get(program.name)!);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
