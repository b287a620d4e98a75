import { describe, expect, it } from "vitest";
import { kitConfigFromArgs, kitHelp, type KitArgs } from "./biller-kit-args";

const required = [
  "--version",
  "v1.0",
  "--fetch-url",
  "http://127.0.0.1:4100/v1.0/bill-fetch",
  "--customer-due",
  "CUST0001",
  "--customer-unknown",
  "CUST9999",
  "--customer-nothing-due",
  "CUST0002",
];

const noFile = (path: string): string => {
  throw new Error(`ENOENT: no such file, open '${path}'`);
};

function run(
  argv: string[],
  env: Record<string, string | undefined> = {},
  files: Record<string, string> = {},
) {
  return kitConfigFromArgs(argv, env, (path) => files[path] ?? noFile(path));
}

function config(args: KitArgs) {
  if (args.kind !== "run") throw new Error(`expected a run, got ${JSON.stringify(args)}`);
  return args.config;
}

function errors(args: KitArgs) {
  if (args.kind !== "error") throw new Error(`expected errors, got ${JSON.stringify(args)}`);
  return args.errors;
}

describe("kitConfigFromArgs", () => {
  it("reads the flags into a config with the schema's defaults", () => {
    const args = run(required);
    expect(args).toEqual({
      kind: "run",
      color: true,
      config: {
        version: "v1.0",
        endpoints: { fetch: "http://127.0.0.1:4100/v1.0/bill-fetch" },
        customers: { due: "CUST0001", unknown: "CUST9999", nothingDue: "CUST0002" },
        identifierField: "loan_number",
        customerParamName: "Loan Number",
        auth: { type: "none" },
        timeoutMs: 10_000,
      },
    });
  });

  it("reads every endpoint and option flag", () => {
    const args = run([
      ...required,
      "--posting-url",
      "http://h/post",
      "--validation-url",
      "http://h/validate",
      "--settlement-url",
      "http://h/settle",
      "--payment-notification-url",
      "http://h/pay",
      "--identifier-field",
      "consumer_id",
      "--param-name",
      "Consumer ID",
      "--biller-id",
      "BILLER01",
      "--timeout-ms",
      "2500",
      "--json",
      "report.json",
      "--junit",
      "report.xml",
      "--no-color",
    ]);
    expect(args).toMatchObject({
      kind: "run",
      jsonFile: "report.json",
      junitFile: "report.xml",
      color: false,
    });
    expect(config(args)).toMatchObject({
      endpoints: {
        fetch: "http://127.0.0.1:4100/v1.0/bill-fetch",
        posting: "http://h/post",
        validation: "http://h/validate",
        settlementNotification: "http://h/settle",
        paymentNotification: "http://h/pay",
      },
      identifierField: "consumer_id",
      customerParamName: "Consumer ID",
      billerId: "BILLER01",
      timeoutMs: 2500,
    });
  });

  it("answers --help before checking anything", () => {
    expect(run(["--help", "--version", "nonsense"])).toEqual({ kind: "help" });
    for (const flag of ["--version", "--fetch-url", "--jwt-header", "--config", "--junit", "--no-color"]) {
      expect(kitHelp).toContain(flag);
    }
    expect(kitHelp).toContain("BILLER_KIT_BEARER_TOKEN");
  });

  it("names the flag to fix, and says what is missing", () => {
    expect(errors(run(["--version", "v2", "--fetch-url", "ftp://x", "--customer-due", "A"]))).toEqual([
      "biller kit options: version (--version): give one of v1.0, v1.1, aggregator, b2b, plan-mdm, split-settlement.",
      "biller kit options: endpoints.fetch (--fetch-url): Give an absolute http:// or https:// URL.",
      "biller kit options: customers.unknown (--customer-unknown): missing.",
      "biller kit options: customers.nothingDue (--customer-nothing-due): missing.",
    ]);
    expect(errors(run(["--version", "v1.0"]))).toContain(
      "biller kit options: endpoints (--fetch-url, --posting-url, ...): Give at least one endpoint URL.",
    );
    expect(errors(run([...required, "--timeout-ms", "soon"]))).toEqual([
      "biller kit options: timeoutMs (--timeout-ms): give a whole number of milliseconds.",
    ]);
    expect(errors(run([...required, "--timeout-ms", "100"]))[0]).toMatch(
      /^biller kit options: timeoutMs \(--timeout-ms\): /,
    );
  });

  it("refuses unknown flags and positional arguments", () => {
    expect(errors(run([...required, "--fetch"]))[0]).toContain("Unknown option '--fetch'");
    expect(errors(run([...required, "extra"]))[0]).toContain("Unexpected argument 'extra'");
  });

  describe("authentication", () => {
    it("splits --basic-auth at the first colon", () => {
      expect(config(run([...required, "--basic-auth", "kit:pa:ss"])).auth).toEqual({
        type: "basic",
        username: "kit",
        password: "pa:ss",
      });
      expect(errors(run([...required, "--basic-auth", "kit"]))).toEqual([
        "biller kit options: auth: --basic-auth (or BILLER_KIT_BASIC_AUTH): give user:password.",
      ]);
    });

    it("takes a bearer token or a JWT by flag, the JWT header defaulting to Authorization", () => {
      expect(config(run([...required, "--bearer-token", "t0k3n"])).auth).toEqual({
        type: "bearer",
        token: "t0k3n",
      });
      expect(config(run([...required, "--jwt-audience", "SCHEME1", "--jwt-secret", "s3cret"])).auth).toEqual({
        type: "jwt",
        audience: "SCHEME1",
        secret: "s3cret",
        header: "Authorization",
      });
    });

    it("reads secrets from the environment when no flag gives them", () => {
      expect(config(run(required, { BILLER_KIT_BASIC_AUTH: "kit:secret" })).auth).toEqual({
        type: "basic",
        username: "kit",
        password: "secret",
      });
      expect(config(run(required, { BILLER_KIT_BEARER_TOKEN: "from-env" })).auth).toEqual({
        type: "bearer",
        token: "from-env",
      });
      expect(
        config(
          run([...required, "--jwt-audience", "SCHEME1", "--jwt-header", "X-Token"], {
            BILLER_KIT_JWT_SECRET: "env",
          }),
        ).auth,
      ).toEqual({ type: "jwt", audience: "SCHEME1", secret: "env", header: "X-Token" });
      // A flag's secret wins over the environment's.
      expect(
        config(run([...required, "--bearer-token", "flag"], { BILLER_KIT_BEARER_TOKEN: "env" })).auth,
      ).toEqual({
        type: "bearer",
        token: "flag",
      });
      // The kind a flag names wins over another kind's secret in the environment.
      expect(
        config(run([...required, "--bearer-token", "flag"], { BILLER_KIT_BASIC_AUTH: "a:b" })).auth,
      ).toEqual({
        type: "bearer",
        token: "flag",
      });
    });

    it("says what is missing for a JWT without a secret", () => {
      expect(errors(run([...required, "--jwt-audience", "SCHEME1"]))).toEqual([
        "biller kit options: auth.secret (--jwt-secret or BILLER_KIT_JWT_SECRET): missing.",
      ]);
    });

    it("refuses two kinds at once", () => {
      expect(errors(run([...required, "--basic-auth", "a:b", "--bearer-token", "t"]))).toEqual([
        "biller kit options: auth: Give one kind of authentication: --basic-auth, --bearer-token or --jwt-*.",
      ]);
      expect(errors(run(required, { BILLER_KIT_BASIC_AUTH: "a:b", BILLER_KIT_BEARER_TOKEN: "t" }))).toEqual([
        "biller kit options: auth: BILLER_KIT_BASIC_AUTH and BILLER_KIT_BEARER_TOKEN are set; unset all but the one to use.",
      ]);
    });
  });

  describe("--config", () => {
    const file = JSON.stringify({
      version: "v1.1",
      endpoints: { fetch: "http://file/fetch", posting: "http://file/post" },
      customers: { due: "F1", unknown: "F2", nothingDue: "F3" },
      auth: { type: "jwt", audience: "FILE-SCHEME", header: "X-Jwt" },
      timeoutMs: 3000,
    });

    it("reads a JSON file, with flags overriding it field by field", () => {
      const args = run(
        ["--config", "kit.json", "--fetch-url", "http://flag/fetch", "--customer-due", "FLAG1"],
        { BILLER_KIT_JWT_SECRET: "env-secret" },
        { "kit.json": file },
      );
      expect(config(args)).toMatchObject({
        version: "v1.1",
        endpoints: { fetch: "http://flag/fetch", posting: "http://file/post" },
        customers: { due: "FLAG1", unknown: "F2", nothingDue: "F3" },
        auth: { type: "jwt", audience: "FILE-SCHEME", secret: "env-secret", header: "X-Jwt" },
        timeoutMs: 3000,
      });
      expect(
        config(run(["--config", "kit.json", "--bearer-token", "t"], {}, { "kit.json": file })).auth,
      ).toEqual({
        type: "bearer",
        token: "t",
      });
    });

    it("reports a file it cannot read, that is not JSON, or that has unknown keys", () => {
      expect(errors(run(["--config", "missing.json"]))[0]).toMatch(
        /^--config missing\.json: cannot read it \(ENOENT/,
      );
      expect(errors(run(["--config", "bad.json"], {}, { "bad.json": "{ version:" }))[0]).toMatch(
        /^--config bad\.json: not valid JSON/,
      );
      expect(errors(run(["--config", "list.json"], {}, { "list.json": "[]" }))).toEqual([
        "--config list.json: the file is not a JSON object.",
      ]);
      expect(
        errors(run([...required, "--config", "typo.json"], {}, { "typo.json": '{"timeout": 5}' })),
      ).toEqual(['biller kit options: --config typo.json: unknown option "timeout".']);
    });
  });

  it("turns colour off when NO_COLOR is set", () => {
    expect(run(required, { NO_COLOR: "1" })).toMatchObject({ kind: "run", color: false });
  });
});
