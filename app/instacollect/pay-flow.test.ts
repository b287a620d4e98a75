import { describe, expect, it } from "vitest";
import type { SessionView } from "../../core/instacollect/hosted-page-api";
import { fetchBill, pay, startFlow, type Flow, type OpenFlow } from "./pay-flow";
import type { Send } from "./session-client";
import { powerBill, sessionFixture } from "./session-fixture.test-data";
import type { SessionStore } from "./stored-session";

const linkId = "icl_0123456789ABCDEFGHJKMNPQRS";
const params = [{ name: "Consumer Number", value: "1234567890" }];

type Call = { method: string; url: string; init: RequestInit };
type Answer = { status: number; body?: unknown } | "no answer";

/** A stand-in sandbox: answers by `METHOD url`, and records every call. */
function fakeSandbox(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const send: Send = async (url, init) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, init });
    const answer = answers[`${method} ${url}`] ?? {
      status: 404,
      body: { statusCode: "SANDBOX_UNKNOWN_OPERATION" },
    };
    if (answer === "no answer") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  return { send, calls };
}

function memoryStore(): SessionStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const opened = (session: SessionView) => ({
  status: 200,
  body: { sessionKey: "key-1", session },
});
const openPath = `POST /instacollect/links/${linkId}/open`;
const sessionPath = "/instacollect/sessions/ics_TEST";

function asOpen(flow: Flow): OpenFlow {
  if (flow.phase !== "open") throw new Error(`expected an open session, got ${JSON.stringify(flow)}`);
  return flow;
}

describe("opening a link", () => {
  it("refuses an address without a link, without calling the sandbox", async () => {
    const sandbox = fakeSandbox({});
    expect(await startFlow(null, { send: sandbox.send, store: memoryStore() })).toEqual({
      phase: "refused",
      refusal: "no-link",
    });
    expect(sandbox.calls).toEqual([]);
  });

  it("opens it once and keeps the key for this tab, sending no cookies and caching nothing", async () => {
    const sandbox = fakeSandbox({ [openPath]: opened(sessionFixture()) });
    const store = memoryStore();
    const flow = asOpen(await startFlow(linkId, { send: sandbox.send, store }));
    expect(flow.screen).toEqual({ name: "home" });
    expect(JSON.parse(store.items.get(`instacollect-session:${linkId}`) ?? "")).toEqual({
      sessionId: "ics_TEST",
      sessionKey: "key-1",
    });
    expect(sandbox.calls).toHaveLength(1);
    expect(sandbox.calls[0]!.init).toMatchObject({ credentials: "omit", cache: "no-store", body: null });
  });

  it("continues this tab's session on reload instead of opening the link again", async () => {
    const sandbox = fakeSandbox({
      [`GET ${sessionPath}`]: { status: 200, body: { session: sessionFixture() } },
    });
    const store = memoryStore();
    store.setItem(
      `instacollect-session:${linkId}`,
      JSON.stringify({ sessionId: "ics_TEST", sessionKey: "key-1" }),
    );
    asOpen(await startFlow(linkId, { send: sandbox.send, store }));
    expect(sandbox.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${sessionPath}`]);
    expect(sandbox.calls[0]!.init.headers).toEqual({ "x-session-key": "key-1" });
  });

  it("says why a link does not open", async () => {
    const cases: [Answer, string][] = [
      [{ status: 410, body: { statusCode: "SANDBOX_LINK_USED" } }, "used"],
      [{ status: 410, body: { statusCode: "SANDBOX_SESSION_EXPIRED" } }, "expired"],
      [{ status: 404, body: { statusCode: "SANDBOX_LINK_NOT_FOUND" } }, "not-found"],
      [{ status: 500, body: { statusCode: "SANDBOX_INTERNAL_ERROR" } }, "unavailable"],
      ["no answer", "unavailable"],
    ];
    for (const [answer, refusal] of cases) {
      const sandbox = fakeSandbox({ [openPath]: answer });
      expect(await startFlow(linkId, { send: sandbox.send, store: memoryStore() })).toEqual({
        phase: "refused",
        refusal,
      });
    }
  });

  it("refuses a reload whose key the sandbox no longer takes", async () => {
    const sandbox = fakeSandbox({
      [`GET ${sessionPath}`]: { status: 403, body: { statusCode: "SANDBOX_SESSION_KEY_INVALID" } },
    });
    const store = memoryStore();
    store.setItem(
      `instacollect-session:${linkId}`,
      JSON.stringify({ sessionId: "ics_TEST", sessionKey: "old" }),
    );
    expect(await startFlow(linkId, { send: sandbox.send, store })).toEqual({
      phase: "refused",
      refusal: "key",
    });
  });
});

describe("a link that names a bill", () => {
  const landing = {
    screen: "bill" as const,
    categoryCode: "C01",
    billerId: "BILLER000001",
    customerParams: params,
  };

  it("fetches the bill with the link's parameters and shows it", async () => {
    const sandbox = fakeSandbox({
      [openPath]: opened(sessionFixture(landing)),
      [`POST ${sessionPath}/bill`]: {
        status: 200,
        body: { session: sessionFixture(landing, { bill: powerBill }) },
      },
    });
    const flow = asOpen(await startFlow(linkId, { send: sandbox.send, store: memoryStore() }));
    expect(flow.screen).toEqual({ name: "bill", billerId: "BILLER000001", params });
    expect(flow.session.bill).toEqual(powerBill);
    expect(JSON.parse(String(sandbox.calls[1]!.init.body))).toEqual({
      billerId: "BILLER000001",
      customerParams: params,
    });
  });

  it("shows the biller's problem in place of the bill", async () => {
    const problem = { code: "BFR004", message: "No amount due." };
    const sandbox = fakeSandbox({
      [openPath]: opened(sessionFixture(landing)),
      [`POST ${sessionPath}/bill`]: { status: 200, body: { session: sessionFixture(landing), problem } },
    });
    const flow = asOpen(await startFlow(linkId, { send: sandbox.send, store: memoryStore() }));
    expect(flow.screen).toEqual({ name: "bill", billerId: "BILLER000001", params, problem });
  });
});

describe("paying", () => {
  const open: OpenFlow = {
    phase: "open",
    linkId,
    access: { sessionId: "ics_TEST", sessionKey: "key-1" },
    session: sessionFixture({ screen: "home" }, { bill: powerBill }),
    screen: { name: "bill", billerId: "BILLER000001", params },
  };
  const payment = {
    orderId: "ics_TEST",
    transactionId: "SBXTXN1",
    amount: 150000,
    amountText: "1500.00",
    paymentMode: "UPI",
    paymentStatus: "SUCCESSFUL",
    paymentDateTime: "2026-11-24 10:15:00",
    billerId: "BILLER000001",
    billNumber: "SBX-POWER-1",
  };

  it("shows the result once the sandbox has the payment", async () => {
    const sandbox = fakeSandbox({
      [`POST ${sessionPath}/payment`]: { status: 200, body: { session: { ...open.session, payment } } },
    });
    const flow = asOpen(
      await pay(open, { amount: 150000, paymentMode: "UPI" }, { send: sandbox.send, store: undefined }),
    );
    expect(flow.screen).toEqual({ name: "result" });
    expect(flow.session.payment).toEqual(payment);
    expect(JSON.parse(String(sandbox.calls[0]!.init.body))).toEqual({ amount: 150000, paymentMode: "UPI" });
  });

  it("stays on the bill with what the sandbox refused", async () => {
    const problem = { code: "SANDBOX_AMOUNT_NOT_EDITABLE", message: "Pay the bill amount." };
    const sandbox = fakeSandbox({
      [`POST ${sessionPath}/payment`]: { status: 200, body: { session: open.session, problem } },
    });
    const flow = asOpen(
      await pay(open, { amount: 1, paymentMode: "UPI" }, { send: sandbox.send, store: undefined }),
    );
    expect(flow.screen.name).toBe("bill");
    expect(flow.alert).toEqual(problem);
  });

  it("ends on the expired page when the session ran out meanwhile", async () => {
    const sandbox = fakeSandbox({
      [`POST ${sessionPath}/bill`]: { status: 410, body: { statusCode: "SANDBOX_SESSION_EXPIRED" } },
    });
    expect(
      await fetchBill(
        open,
        { billerId: "BILLER000001", customerParams: params },
        { send: sandbox.send, store: undefined },
      ),
    ).toEqual({ phase: "refused", refusal: "expired" });
  });

  it("keeps the screen and says so when the sandbox does not answer", async () => {
    const sandbox = fakeSandbox({ [`POST ${sessionPath}/payment`]: "no answer" });
    const flow = asOpen(
      await pay(open, { amount: 150000, paymentMode: "UPI" }, { send: sandbox.send, store: undefined }),
    );
    expect(flow.screen).toEqual(open.screen);
    expect(flow.alert).toEqual({
      message: "That did not go through. Check your connection and try again.",
    });
  });
});
