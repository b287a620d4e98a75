/**
 * The biller kit's command line, read into a checked KitConfig without running anything: flags
 * over a JSON config file, secrets from the environment when no flag gives them. Kept apart from
 * scripts/biller-kit.ts so it can be tested as a function.
 */
import { parseArgs } from "node:util";
import type { z } from "zod";
import { kitVersionIds } from "../content/biller-kit/kit-versions";
import { kitConfigSchema, type KitConfig } from "../core/biller-kit/kit-config";

/**
 * The `--help` text, with a usage line per way of running the command (`npm run kit --`,
 * `node biller-kit.mjs`, ...), and the kit's version when it has one (the single-file download).
 */
export function kitHelpText(commands: readonly string[], kitVersion?: string): string {
  const usage = commands
    .map(
      (command, index) =>
        `${index === 0 ? "Usage:" : "      "} ${command} --version v1.0 --fetch-url <url> [options]`,
    )
    .join("\n");
  const versionLine = kitVersion === undefined ? "" : `Kit version ${kitVersion}.\n`;
  return `Biller conformance kit: calls your bill fetch, payment posting, bill validation and
notification endpoints and reports, per documented rule, whether they keep it.
${versionLine}
${usage}

Version and endpoints (give the endpoints your version has; at least one):
  --version <id>                      ${kitVersionIds.join(" | ")}
  --fetch-url <url>                   bill fetch
  --posting-url <url>                 payment posting
  --validation-url <url>              bill validation
  --settlement-url <url>              settlement notification receiver
  --payment-notification-url <url>    payment notification receiver

Test customers (identifiers your test system knows):
  --customer-due <id>                 a customer with a bill due
  --customer-unknown <id>             an identifier you do not know
  --customer-nothing-due <id>         a customer with nothing due
  --identifier-field <name>           request field carrying the identifier (default loan_number)
  --param-name <name>                 customerParams name (default "Loan Number")
  --biller-id <id>                    biller ID that aggregator requests carry

Authentication (one kind at most; secrets may come from the environment instead):
  --basic-auth <user:password>        HTTP Basic            env BILLER_KIT_BASIC_AUTH
  --bearer-token <token>              Authorization: Bearer env BILLER_KIT_BEARER_TOKEN
  --jwt-secret <secret>               signed JWT per call   env BILLER_KIT_JWT_SECRET
  --jwt-audience <scheme id>          the JWT's aud
  --jwt-header <name>                 header carrying the JWT (default Authorization, sent as Bearer)

Run and output:
  --timeout-ms <ms>                   how long one call may take, 500 to 30000 (default 10000)
  --config <file.json>                options as JSON ({ "version", "endpoints", "customers", ... });
                                      flags override it
  --json <file>                       also write the report as JSON
  --junit <file>                      also write the report as JUnit XML, for CI
  --no-color                          plain text (also when NO_COLOR is set or output is not a terminal)
  --help                              this text

Exit status: 0 every check passed, 1 a check failed or could not run, 2 bad options.
`;
}

/** The help of `npm run kit` and the package's `biller-kit` bin. */
export const kitHelp = kitHelpText(["npm run kit --", "npx biller-kit"]);

const options = {
  version: { type: "string" },
  "fetch-url": { type: "string" },
  "posting-url": { type: "string" },
  "validation-url": { type: "string" },
  "settlement-url": { type: "string" },
  "payment-notification-url": { type: "string" },
  "customer-due": { type: "string" },
  "customer-unknown": { type: "string" },
  "customer-nothing-due": { type: "string" },
  "identifier-field": { type: "string" },
  "param-name": { type: "string" },
  "biller-id": { type: "string" },
  "basic-auth": { type: "string" },
  "bearer-token": { type: "string" },
  "jwt-audience": { type: "string" },
  "jwt-secret": { type: "string" },
  "jwt-header": { type: "string" },
  "timeout-ms": { type: "string" },
  config: { type: "string" },
  json: { type: "string" },
  junit: { type: "string" },
  "no-color": { type: "boolean" },
  help: { type: "boolean" },
} as const;

const parseFlags = (args: string[]) =>
  parseArgs({ args, options, strict: true, allowPositionals: false }).values;
type Flags = ReturnType<typeof parseFlags>;

export type KitArgs =
  | { kind: "help" }
  | { kind: "error"; errors: string[] }
  | { kind: "run"; config: KitConfig; jsonFile?: string; junitFile?: string; color: boolean };

/** Where each config field comes from on the command line, to name the flag in an error. */
const flagOf: Record<string, string> = {
  version: "--version",
  "endpoints.fetch": "--fetch-url",
  "endpoints.posting": "--posting-url",
  "endpoints.validation": "--validation-url",
  "endpoints.settlementNotification": "--settlement-url",
  "endpoints.paymentNotification": "--payment-notification-url",
  endpoints: "--fetch-url, --posting-url, ...",
  "customers.due": "--customer-due",
  "customers.unknown": "--customer-unknown",
  "customers.nothingDue": "--customer-nothing-due",
  identifierField: "--identifier-field",
  customerParamName: "--param-name",
  billerId: "--biller-id",
  "auth.username": "--basic-auth or BILLER_KIT_BASIC_AUTH",
  "auth.password": "--basic-auth or BILLER_KIT_BASIC_AUTH",
  "auth.token": "--bearer-token or BILLER_KIT_BEARER_TOKEN",
  "auth.audience": "--jwt-audience",
  "auth.secret": "--jwt-secret or BILLER_KIT_JWT_SECRET",
  "auth.header": "--jwt-header",
  timeoutMs: "--timeout-ms",
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Copies the defined entries only, so an absent flag never hides the config file's value. */
function defined(entries: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

function readConfigFile(path: string, readFile: (path: string) => string): JsonObject | string {
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    return `--config ${path}: cannot read it (${error instanceof Error ? error.message : String(error)}).`;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : `--config ${path}: the file is not a JSON object.`;
  } catch (error) {
    return `--config ${path}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`;
  }
}

type AuthKind = "basic" | "bearer" | "jwt";

/**
 * Authentication: the kind a flag names wins, then the config file's, then the one secret set in
 * the environment. Each secret comes from its flag, else the environment, else the config file.
 */
function resolveAuth(
  flags: Flags,
  env: Record<string, string | undefined>,
  fileAuth: unknown,
): { auth?: JsonObject; error?: string } {
  const file = isObject(fileAuth) ? fileAuth : {};
  const byFlag: AuthKind[] = [];
  if (flags["basic-auth"] !== undefined) byFlag.push("basic");
  if (flags["bearer-token"] !== undefined) byFlag.push("bearer");
  if (
    flags["jwt-secret"] !== undefined ||
    flags["jwt-audience"] !== undefined ||
    flags["jwt-header"] !== undefined
  )
    byFlag.push("jwt");
  if (byFlag.length > 1)
    return { error: "Give one kind of authentication: --basic-auth, --bearer-token or --jwt-*." };

  const envSecrets = {
    basic: env.BILLER_KIT_BASIC_AUTH || undefined,
    bearer: env.BILLER_KIT_BEARER_TOKEN || undefined,
    jwt: env.BILLER_KIT_JWT_SECRET || undefined,
  };
  const envVariable = {
    basic: "BILLER_KIT_BASIC_AUTH",
    bearer: "BILLER_KIT_BEARER_TOKEN",
    jwt: "BILLER_KIT_JWT_SECRET",
  };
  let kind: AuthKind | "none" | undefined = byFlag[0];
  if (kind === undefined && typeof file.type === "string") {
    if (file.type !== "basic" && file.type !== "bearer" && file.type !== "jwt") return { auth: file };
    kind = file.type;
  }
  if (kind === undefined) {
    const inEnv = (Object.keys(envSecrets) as AuthKind[]).filter((k) => envSecrets[k] !== undefined);
    if (inEnv.length > 1)
      return {
        error: `${inEnv.map((k) => envVariable[k]).join(" and ")} are set; unset all but the one to use.`,
      };
    kind = inEnv[0] ?? "none";
  }

  switch (kind) {
    case "none":
      return { auth: { type: "none" } };
    case "basic": {
      const pair = flags["basic-auth"] ?? envSecrets.basic;
      if (pair === undefined) return { auth: { ...file, type: "basic" } };
      const colon = pair.indexOf(":");
      if (colon < 0) return { error: `--basic-auth (or ${envVariable.basic}): give user:password.` };
      return { auth: { type: "basic", username: pair.slice(0, colon), password: pair.slice(colon + 1) } };
    }
    case "bearer":
      return {
        auth: defined({ type: "bearer", token: flags["bearer-token"] ?? envSecrets.bearer ?? file.token }),
      };
    case "jwt":
      return {
        auth: defined({
          type: "jwt",
          audience: flags["jwt-audience"] ?? file.audience,
          secret: flags["jwt-secret"] ?? envSecrets.jwt ?? file.secret,
          header: flags["jwt-header"] ?? file.header ?? "Authorization",
        }),
      };
  }
}

/** A problem per line, naming the flag to fix (and saying "missing" rather than "expected string"). */
function describeIssues(error: z.ZodError, input: JsonObject): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const flag = flagOf[path];
    const where = `${path || "(root)"}${flag ? ` (${flag})` : ""}`;
    const given = issue.path.reduce<unknown>(
      (value, key) => (isObject(value) ? value[String(key)] : undefined),
      input,
    );
    const message =
      issue.code === "invalid_type" && given === undefined
        ? "missing."
        : issue.code === "invalid_value" && path === "version"
          ? `give one of ${kitVersionIds.join(", ")}.`
          : issue.message;
    return `biller kit options: ${where}: ${message}`;
  });
}

/**
 * Reads the command line (without `node` and the script) into a checked KitConfig, or the errors
 * to show. `readFile` reads `--config`; `env` supplies secrets not given by flag.
 */
export function kitConfigFromArgs(
  argv: string[],
  env: Record<string, string | undefined>,
  readFile: (path: string) => string,
): KitArgs {
  let flags: Flags;
  try {
    flags = parseFlags(argv);
  } catch (error) {
    return {
      kind: "error",
      errors: [`biller kit options: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (flags.help) return { kind: "help" };

  const file = flags.config === undefined ? {} : readConfigFile(flags.config, readFile);
  if (typeof file === "string") return { kind: "error", errors: [file] };

  // The schema drops keys it does not know, so a misspelt one would pass unnoticed.
  const errors = Object.keys(file)
    .filter((key) => !(key in kitConfigSchema.shape))
    .map((key) => `biller kit options: --config ${flags.config}: unknown option "${key}".`);
  let timeoutMs: unknown = file.timeoutMs;
  if (flags["timeout-ms"] !== undefined) {
    if (/^\d+$/.test(flags["timeout-ms"])) timeoutMs = Number(flags["timeout-ms"]);
    else errors.push("biller kit options: timeoutMs (--timeout-ms): give a whole number of milliseconds.");
  }
  const { auth, error: authError } = resolveAuth(flags, env, file.auth);
  if (authError) errors.push(`biller kit options: auth: ${authError}`);

  const input = defined({
    ...file,
    version: flags.version ?? file.version,
    endpoints: {
      ...(isObject(file.endpoints) ? file.endpoints : {}),
      ...defined({
        fetch: flags["fetch-url"],
        posting: flags["posting-url"],
        validation: flags["validation-url"],
        settlementNotification: flags["settlement-url"],
        paymentNotification: flags["payment-notification-url"],
      }),
    },
    customers: {
      ...(isObject(file.customers) ? file.customers : {}),
      ...defined({
        due: flags["customer-due"],
        unknown: flags["customer-unknown"],
        nothingDue: flags["customer-nothing-due"],
      }),
    },
    identifierField: flags["identifier-field"] ?? file.identifierField,
    customerParamName: flags["param-name"] ?? file.customerParamName,
    billerId: flags["biller-id"] ?? file.billerId,
    auth,
    timeoutMs,
  });
  const parsed = kitConfigSchema.safeParse(input);
  if (!parsed.success) errors.push(...describeIssues(parsed.error, input));
  if (errors.length > 0 || !parsed.success) return { kind: "error", errors };

  return {
    kind: "run",
    config: parsed.data,
    ...(flags.json !== undefined && { jsonFile: flags.json }),
    ...(flags.junit !== undefined && { junitFile: flags.junit }),
    color: !flags["no-color"] && !env.NO_COLOR,
  };
}
