/* eslint-disable no-restricted-imports -- this test runs the samples as programs, so it needs Node's process and file modules; nothing in the site imports it. */
/**
 * Runs every code sample partners copy, as a program, and holds its output to the core modules:
 * tokens must pass `verifyJwt`, ciphertexts must match the checked-in vectors both ways. A sample
 * whose toolchain is not installed fails, naming the package to install.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { decryptPayload } from "../../core/fastag-cipher";
import { notificationVector } from "../../core/fastag-cipher-vectors";
import { jwtMaxAgeMs, verifyJwt } from "../../core/jwt";

const execFileAsync = promisify(execFile);
const samplesDir = dirname(fileURLToPath(import.meta.url));
const buildDir = mkdtempSync(join(tmpdir(), "portal-samples-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

// JVM start-up, single-file compilation and Mono's compiler each take seconds on a busy machine.
const timeout = 120_000;

/** Why a toolchain cannot run here, or null when it can. */
function missingUnless(ok: () => boolean, reason: string): string | null {
  try {
    return ok() ? null : reason;
  } catch {
    return reason;
  }
}

const succeeds = (command: string, ...args: string[]) =>
  spawnSync(command, args, { stdio: "ignore", timeout }).status === 0;

function javaMajorVersion(): number {
  const { stderr } = spawnSync("java", ["-version"], { encoding: "utf8", timeout });
  return Number(/version "(\d+)/.exec(stderr ?? "")?.[1] ?? 0);
}

type Language = {
  label: string;
  missing: string | null;
  /** The command line that runs a sample file, compiling it first where the language needs that. */
  commandFor: (file: string) => Promise<string[]>;
};

const compiled = new Map<string, Promise<string>>();
function compileCSharp(file: string): Promise<string> {
  const existing = compiled.get(file);
  if (existing) return existing;
  const output = join(buildDir, basename(file).replace(/\.cs$/, ".exe"));
  const build = execFileAsync("mcs", ["-nologo", `-out:${output}`, file], { timeout }).then(() => output);
  compiled.set(file, build);
  return build;
}

const languages = {
  python: {
    label: "Python",
    missing: missingUnless(() => succeeds("python3", "--version"), "python3 not installed"),
    commandFor: async (file) => ["python3", file],
  },
  pythonCryptography: {
    label: "Python",
    missing: missingUnless(
      () => succeeds("python3", "-c", "import cryptography"),
      "python3 with the cryptography package (python3-cryptography) not installed",
    ),
    commandFor: async (file) => ["python3", file],
  },
  php: {
    label: "PHP",
    missing: missingUnless(() => succeeds("php", "--version"), "php not installed"),
    commandFor: async (file) => ["php", file],
  },
  csharp: {
    label: "C#",
    missing: missingUnless(
      () => succeeds("mcs", "--version") && succeeds("mono", "--version"),
      "mcs and mono (mono-mcs) not installed",
    ),
    commandFor: async (file) => ["mono", await compileCSharp(file)],
  },
  java: {
    label: "Java",
    missing: missingUnless(() => javaMajorVersion() >= 17, "Java 17 or later not installed"),
    commandFor: async (file) => ["java", file],
  },
  node: { label: "Node.js", missing: null, commandFor: async (file) => [process.execPath, file] },
} satisfies Record<string, Language>;

type Sample = { file: string; language: keyof typeof languages };

const jwtSamples: Sample[] = [
  { file: "jwt/create_token.py", language: "python" },
  { file: "jwt/create_token.php", language: "php" },
  { file: "jwt/CreateToken.cs", language: "csharp" },
  { file: "jwt/CreateToken.java", language: "java" },
  { file: "jwt/create-token.mjs", language: "node" },
];

const cipherSamples: Sample[] = [
  { file: "fastag-cipher/payload_cipher.py", language: "pythonCryptography" },
  { file: "fastag-cipher/PayloadCipher.cs", language: "csharp" },
  { file: "fastag-cipher/PayloadCipher.java", language: "java" },
  { file: "fastag-cipher/payload-cipher.mjs", language: "node" },
];

// The samples read only the variables a test passes, never ones left over in the environment.
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(JWT|FASTAG)_/.test(name)),
);

/** Runs a sample with arguments and environment variables; resolves to its output line. */
async function runSample(sample: Sample, args: string[], env: Record<string, string>): Promise<string> {
  const [command = "", ...prefix] = await languages[sample.language].commandFor(
    join(samplesDir, sample.file),
  );
  const { stdout } = await execFileAsync(command, [...prefix, ...args], {
    env: { ...inheritedEnv, ...env },
    timeout,
  });
  return stdout.trimEnd();
}

function named(sample: Sample, behaviour: string): string {
  return `${languages[sample.language].label} sample ${sample.file} ${behaviour}`;
}

/**
 * A test of a sample that fails, with the package to install, where the sample's toolchain is
 * missing: a sample that cannot run is not a sample that works.
 */
const runs = (sample: Sample) => (name: string, test: () => Promise<void>, milliseconds: number) =>
  it(
    name,
    async () => {
      const { missing } = languages[sample.language];
      if (missing) throw new Error(`${sample.file} cannot run here: ${missing}`);
      await test();
    },
    milliseconds,
  );

describe("JWT samples", () => {
  const audience = "SCHEME01";
  const secret = "not-a-real-secret/+=";

  for (const sample of jwtSamples) {
    runs(sample)(
      named(sample, "creates a token that verifyJwt accepts, with iat in milliseconds"),
      async () => {
        const before = Date.now();
        const token = await runSample(sample, [], { JWT_AUDIENCE: audience, JWT_SECRET: secret });
        const verdict = await verifyJwt(token, { audience, secret });
        expect(verdict.rules).toMatchObject({ signature: { status: "pass" }, audience: { status: "pass" } });
        expect(verdict.valid).toBe(true);
        const iat = verdict.decoded?.payload["iat"];
        expect(iat).toBeGreaterThanOrEqual(before);
        expect(iat).toBeLessThanOrEqual(Date.now());
        expect((await verifyJwt(token, { audience: "SCHEME02", secret })).rules.audience.status).toBe("fail");
        expect((await verifyJwt(token, { audience, secret: "other" })).rules.signature.status).toBe("fail");
      },
      timeout,
    );

    runs(sample)(
      named(sample, "with JWT_IAT_MS in the past makes a token refused once older than 120000 ms"),
      async () => {
        const issuedAt = Date.now() - 10 * 60_000;
        const token = await runSample(sample, [], {
          JWT_AUDIENCE: audience,
          JWT_SECRET: secret,
          JWT_IAT_MS: String(issuedAt),
        });
        const verifyAt = (now: number) => verifyJwt(token, { audience, secret, now });
        expect((await verifyAt(issuedAt + jwtMaxAgeMs)).valid).toBe(true);
        const stale = await verifyAt(issuedAt + jwtMaxAgeMs + 1);
        expect(stale.valid).toBe(false);
        expect(stale.rules.age.status).toBe("fail");
        expect((await verifyJwt(token, { audience, secret })).rules.age.message).toMatch(
          /older than 2 minutes/,
        );
      },
      timeout,
    );
  }
});

describe("FASTag payload cipher samples", () => {
  const { keyHex, ivHex, plaintext, ciphertextBase64 } = notificationVector;

  for (const sample of cipherSamples) {
    runs(sample)(
      named(sample, "encrypts the test vector to its ciphertext given FASTAG_IV"),
      async () => {
        const output = await runSample(sample, ["encrypt", plaintext], {
          FASTAG_KEY: keyHex,
          FASTAG_IV: ivHex,
        });
        expect(output).toBe(ciphertextBase64);
      },
      timeout,
    );

    runs(sample)(
      named(sample, "decrypts the test vector's ciphertext"),
      async () => {
        expect(await runSample(sample, ["decrypt", ciphertextBase64], { FASTAG_KEY: keyHex })).toBe(
          plaintext,
        );
      },
      timeout,
    );

    runs(sample)(
      named(sample, "encrypts under a random IV that decryptPayload reads back"),
      async () => {
        const output = await runSample(sample, ["encrypt", plaintext], { FASTAG_KEY: keyHex });
        expect(output).not.toBe(ciphertextBase64);
        expect(await decryptPayload(output, keyHex)).toBe(plaintext);
      },
      timeout,
    );
  }
});

it("runs every sample file in content/samples", () => {
  const onDisk = ["jwt", "fastag-cipher"].flatMap((folder) =>
    readdirSync(join(samplesDir, folder)).map((name) => `${folder}/${name}`),
  );
  expect(onDisk.sort()).toEqual([...jwtSamples, ...cipherSamples].map((sample) => sample.file).sort());
});
