import { afterEach, describe, expect, it, vi } from "vitest";
import { kitRunSettings } from "../../content/biller-kit/kit-run-settings";
import type { KitConfig } from "../../core/biller-kit/kit-config";
import { summarise, type KitReport } from "../../core/biller-kit/kit-report";
import { maxBodyBytes } from "../../core/sandbox/sandbox-limits";
import { MemoryStore } from "../../core/store/memory-store";
import { startReceiver } from "../deliveries/test-receiver.test-data";
import { post, testSandbox } from "../sandbox/sandbox-client.test-data";
import { fetchSandboxRequest } from "../sandbox/sandbox-request";
import { billerKitRoutes, type BillerKitRouteRuntime } from "./kit-route";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  vi.restoreAllMocks();
});

/** A v1.0 biller on loopback: CUST0001 has a bill, CUST0002 owes nothing, anyone else is unknown. */
async function biller() {
  const started = await startReceiver((_call, received) => {
    const customer = (JSON.parse(received.body || "{}") as { loan_number?: string }).loan_number;
    const body =
      customer === "CUST0001"
        ? {
            status: "SUCCESS",
            errorCode: "00",
            customerName: "Asha Rao",
            amountDue: 150000,
            billDate: "2026-11-01",
            dueDate: "2026-11-20",
            billNumber: "BILL0001",
            billPeriod: "NOV-2026",
          }
        : { status: "FAILURE", errorCode: customer === "CUST0002" ? "02" : "01" };
    return { status: 200, body: JSON.stringify(body) };
  });
  cleanups.push(started.close);
  return started;
}

const customers = { due: "CUST0001", unknown: "CUST9999", nothingDue: "CUST0002" };
const kitConfig = (endpoints: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  version: "v1.0",
  endpoints,
  customers,
  ...extra,
});

/** The sandbox as the server mounts it, on the real clock, so rate-limit windows are real minutes. */
const mounted = () => testSandbox({ now: Date.now }).app;

describe("POST /sandbox/biller-kit/runs", () => {
  it("runs the kit against a loopback biller and answers the report", async () => {
    const endpoint = await biller();
    const reply = await post(
      mounted(),
      "/biller-kit/runs",
      kitConfig({ fetch: endpoint.url("/v1.0/bill-fetch") }, { timeoutMs: 2_000 }),
      {},
      "10.0.0.1",
    );
    expect(reply.status).toBe(200);
    const report = reply.body as KitReport;
    expect(report.version).toBe("v1.0");
    const outcome = (check: string) => report.results.find((result) => result.check === check)?.outcome;
    expect(outcome("fetch-due-success")).toBe("pass");
    expect(outcome("fetch-unknown-01")).toBe("pass");
    expect(outcome("fetch-nothing-due-02")).toBe("pass");
    expect(endpoint.received.map((call) => JSON.parse(call.body) as unknown)).toEqual(
      expect.arrayContaining([{ loan_number: "CUST0001" }, { loan_number: "CUST9999" }]),
    );
    // The first run compiles the biller document's schemas, which on a busy machine takes seconds.
  }, 30_000);

  it("refuses a URL off the allow-list, naming its field, before calling anything", async () => {
    const endpoint = await biller();
    const reply = await post(
      mounted(),
      "/biller-kit/runs",
      kitConfig({
        fetch: endpoint.url("/v1.0/bill-fetch"),
        posting: "https://biller.example.com/v1.0/payment-posting",
      }),
      {},
      "10.0.0.2",
    );
    expect(reply.status).toBe(422);
    expect(reply.body.statusCode).toBe("SANDBOX_DESTINATION_REFUSED");
    expect(reply.body.statusMessage).toContain("endpoints/posting");
    expect(reply.body.statusMessage).toContain("rule allow-list");
    expect(reply.body.errors).toEqual([{ path: "/endpoints/posting", message: expect.any(String) }]);
    expect(endpoint.received).toEqual([]);
  });

  it("answers malformed JSON and a body that is not a kit config with 400", async () => {
    const app = mounted();
    const malformed = await post(app, "/biller-kit/runs", "{not json", {}, "10.0.0.3");
    expect(malformed.status).toBe(400);
    expect(malformed.body.statusCode).toBe("SANDBOX_MALFORMED_JSON");

    const invalid = await post(
      app,
      "/biller-kit/runs",
      kitConfig({ fetch: "ftp://127.0.0.1/fetch" }, { auth: { type: "bearer", token: "" } }),
      {},
      "10.0.0.3",
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.statusCode).toBe("SANDBOX_INVALID_REQUEST");
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { path: "/endpoints/fetch", message: "Give an absolute http:// or https:// URL." },
        { path: "/auth/token", message: expect.any(String) },
      ]),
    );
  });

  it("refuses a body over the sandbox's limit with 413", async () => {
    const huge = JSON.stringify(
      kitConfig({ fetch: "http://127.0.0.1:9/" }, { padding: "x".repeat(maxBodyBytes) }),
    );
    const reply = await post(mounted(), "/biller-kit/runs", huge, {}, "10.0.0.4");
    expect(reply.status).toBe(413);
    expect(reply.body.statusCode).toBe("SANDBOX_BODY_TOO_LARGE");
  });
});

/** The route alone, with a stand-in for the kit, to see its limits without running suites. */
function route(run: NonNullable<BillerKitRouteRuntime["run"]>, now = () => Date.UTC(2026, 10, 22, 10, 0, 0)) {
  const [startRun] = billerKitRoutes({
    store: new MemoryStore({ now }),
    now,
    allowedHosts: ["127.0.0.1"],
    run,
  });
  return async (body: unknown, client = "10.1.0.1") => {
    const request = new Request("http://sandbox.test/biller-kit/runs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return startRun!.methods.POST!(fetchSandboxRequest(request, "", client), "");
  };
}

const report = (extra: Partial<KitReport> = {}): KitReport => ({
  version: "v1.0",
  startedAt: "2026-11-22T10:00:00.000Z",
  durationMs: 1,
  results: [],
  ...summarise([]),
  ...extra,
});

describe("the limits on runs", () => {
  it(`allows ${kitRunSettings.runsPerMinute} runs a minute per client, then answers 429 with Retry-After`, async () => {
    const run = vi.fn(async () => report());
    const start = route(run);
    const config = kitConfig({ fetch: "http://127.0.0.1:9/fetch" });
    for (let index = 0; index < kitRunSettings.runsPerMinute; index += 1)
      expect((await start(config)).status).toBe(200);
    const limited = await start(config);
    expect(limited.status).toBe(429);
    expect(limited.body.statusCode).toBe("SANDBOX_RATE_LIMITED");
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(run).toHaveBeenCalledTimes(kitRunSettings.runsPerMinute);
    // Another client has its own allowance.
    expect((await start(config, "10.1.0.2")).status).toBe(200);
  });

  it(`runs at most ${kitRunSettings.runsInFlight} suites at once and answers 503 with Retry-After`, async () => {
    const finish: (() => void)[] = [];
    let held = true;
    const start = route(() =>
      held
        ? new Promise<KitReport>((resolve) => finish.push(() => resolve(report())))
        : Promise.resolve(report()),
    );
    const config = kitConfig({ fetch: "http://127.0.0.1:9/fetch" });
    const running = Array.from({ length: kitRunSettings.runsInFlight }, (_, index) =>
      start(config, `10.2.0.${index}`),
    );
    await vi.waitFor(() => expect(finish).toHaveLength(kitRunSettings.runsInFlight));
    const busy = await start(config, "10.2.0.99");
    expect(busy.status).toBe(503);
    expect(busy.headers?.["Retry-After"]).toBe(String(kitRunSettings.busyRetryAfterSeconds));
    expect(busy.body.statusMessage).toContain("Try again");
    held = false;
    finish.forEach((done) => done());
    expect((await Promise.all(running)).map((reply) => reply.status)).toEqual(
      Array(kitRunSettings.runsInFlight).fill(200),
    );
    expect((await start(config, "10.2.0.99")).status).toBe(200);
  });

  it("passes the allow-list and time scale to the kit, and never answers or logs a credential", async () => {
    const token = "bearer-token-that-must-stay-secret";
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let options: unknown;
    const echoing = async (config: KitConfig, given: unknown) => {
      options = given;
      // A biller that repeats the Authorization header in its answer.
      return report({
        results: [
          {
            check: "fetch-shape",
            endpoint: "fetch",
            title: "",
            rule: "",
            source: "",
            outcome: "fail",
            findings: [{ message: `got Bearer ${config.auth.type === "bearer" ? config.auth.token : ""}` }],
            exchanges: [],
          },
        ],
      });
    };
    const config = kitConfig({ fetch: "http://127.0.0.1:9/fetch" }, { auth: { type: "bearer", token } });
    const reply = await route(echoing)(config);
    expect(reply.status).toBe(200);
    expect(options).toEqual({ allowedHosts: ["127.0.0.1"], timeScale: kitRunSettings.timeScale });
    expect(JSON.stringify(reply.body)).not.toContain(token);
    expect(JSON.stringify(reply.body)).toContain("got Bearer [redacted]");

    const failing = await route(async () => {
      throw new Error("the kit broke");
    })(config);
    expect(failing.status).toBe(500);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(token);
  });
});
