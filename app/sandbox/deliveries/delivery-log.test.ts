import { describe, expect, it } from "vitest";
import {
  attemptRows,
  clockTime,
  deliveryIdFrom,
  durationText,
  nextAttemptText,
  parseOverride,
  previewChars,
  sandboxProblem,
  shouldPoll,
  statusSentence,
  type Attempt,
  type DeliveryView,
} from "./delivery-log";

const t0 = Date.UTC(2026, 10, 24, 6, 30, 0, 0);

const attempt = (key: string, overrides: Partial<Attempt> = {}): Attempt =>
  ({
    key,
    manual: key.startsWith("m"),
    plannedAt: t0,
    startedAt: t0 + 18,
    durationMs: 4,
    delivered: false,
    reason: "HTTP 200 with success false: not accepted.",
    nextAttemptAt: t0 + 100,
    answer: { status: 200, body: '{"success":false}', truncated: false },
    ...overrides,
  }) as Attempt;

/** An attempt that got no answer, for the reason given. */
function unanswered(key: string, error: string): Attempt {
  const { manual, plannedAt, startedAt, durationMs, nextAttemptAt } = attempt(key);
  return {
    key,
    manual,
    plannedAt,
    startedAt,
    durationMs,
    nextAttemptAt,
    delivered: false,
    reason: error,
    error,
  };
}

const delivery = (overrides: Partial<DeliveryView> = {}): DeliveryView => ({
  id: "dlv_Q8M1ZK4T7C2X9B0R5N6P3WJ8DA",
  event: "settlementNotification",
  url: "http://127.0.0.1:9000/hook",
  timeScale: 1000,
  retryDelaysMs: [60, 120, 240, 480, 600],
  cause: "trigger",
  createdAt: t0,
  firstAttemptAt: t0,
  expiresAt: t0 + 86_400_000,
  status: "scheduled",
  attempts: [],
  nextAttemptAt: t0,
  nextAttemptState: "waiting",
  readAt: t0,
  ...overrides,
});

describe("clockTime and durationText", () => {
  it("writes a time of day to the millisecond in the reader's zone", () => {
    expect(clockTime(t0 + 5, 0)).toBe("06:30:00.005");
    expect(clockTime(t0 + 1234, 330)).toBe("12:00:01.234");
  });

  it("writes durations in the unit that reads best", () => {
    expect(durationText(18)).toBe("18 ms");
    expect(durationText(-3)).toBe("0 ms");
    expect(durationText(1260)).toBe("1.3 s");
    expect(durationText(125_000)).toBe("2 min 5 s");
    expect(durationText(300_000)).toBe("5 min");
  });
});

describe("attemptRows", () => {
  it("labels first attempts, retries and redeliveries, and says how late each started", () => {
    const rows = attemptRows(
      delivery({
        attempts: [
          attempt("1"),
          attempt("2", { plannedAt: t0 + 100, startedAt: t0 + 1400 }),
          attempt(`m${t0 + 2000}`, { plannedAt: t0 + 2000, startedAt: t0 + 2001, delivered: true }),
        ],
      }),
      0,
    );
    expect(rows.map((row) => row.label)).toEqual(["1", "2 (retry 1)", "redelivery"]);
    expect(rows.map((row) => row.late)).toEqual(["18 ms", "1.3 s", "1 ms"]);
    expect(rows[0]).toMatchObject({
      planned: "06:30:00.000",
      started: "06:30:00.018",
      outcome: "HTTP 200",
      body: '{"success":false}',
      truncated: false,
    });
  });

  it("shows an attempt without an answer by its reason, and cuts a long body short", () => {
    const [refused, long] = attemptRows(
      delivery({
        attempts: [
          unanswered("1", "No answer within 10 s."),
          attempt("2", { answer: { status: 500, body: "x".repeat(previewChars + 1), truncated: false } }),
        ],
      }),
      0,
    );
    expect(refused).toMatchObject({ outcome: "No answer", body: null, reason: "No answer within 10 s." });
    expect(long?.body).toHaveLength(previewChars);
    expect(long?.truncated).toBe(true);
  });
});

describe("statusSentence", () => {
  it("says what happened and what comes next, for each status", () => {
    expect(statusSentence(delivery(), 0)).toBe("Scheduled: the first attempt is due at 06:30:00.000.");
    expect(
      statusSentence(delivery({ status: "retrying", attempts: [attempt("1")], nextAttemptAt: t0 + 100 }), 0),
    ).toBe("Retrying: 1 attempt so far, none accepted; the next is due at 06:30:00.100.");
    expect(
      statusSentence(
        delivery({
          status: "delivered",
          attempts: [attempt("1"), attempt("2"), attempt("3", { delivered: true })],
          nextAttemptAt: null,
        }),
        0,
      ),
    ).toBe("Delivered: attempt 3 was accepted (3 attempts in all).");
    expect(
      statusSentence(
        delivery({ status: "failed", attempts: [attempt("1"), attempt("2")], nextAttemptAt: null }),
        0,
      ),
    ).toBe("Failed: none of the 2 attempts was accepted, and no retries are left.");
  });

  it("credits a redelivery that got through", () => {
    const view = delivery({
      status: "delivered",
      attempts: [attempt("1"), attempt(`m${t0}`, { delivered: true })],
      nextAttemptAt: null,
    });
    expect(statusSentence(view, 0)).toBe("Delivered: a redelivery was accepted (2 attempts in all).");
  });
});

describe("nextAttemptText", () => {
  it("counts down to the next attempt", () => {
    expect(nextAttemptText({ nextAttemptAt: t0 + 1500 }, t0)).toBe("in 1.5 s");
    expect(nextAttemptText({ nextAttemptAt: t0 }, t0 + 10)).toBe("due now");
    expect(nextAttemptText({ nextAttemptAt: null }, t0)).toBe("");
  });

  it("says when the next attempt is being sent, or is not scheduled at all", () => {
    expect(nextAttemptText({ nextAttemptAt: t0, nextAttemptState: "sending" }, t0 + 10)).toBe(
      "being sent now",
    );
    expect(nextAttemptText({ nextAttemptAt: t0, nextAttemptState: "missing" }, t0 + 10)).toMatch(
      /^not scheduled/,
    );
    expect(nextAttemptText({ nextAttemptAt: t0 + 100, nextAttemptState: "waiting" }, t0)).toBe("in 100 ms");
  });
});

describe("shouldPoll", () => {
  it("reads again while attempts are to come, and stops when delivered or failed", () => {
    expect(shouldPoll(delivery({ status: "scheduled" }))).toBe(true);
    expect(shouldPoll(delivery({ status: "retrying" }))).toBe(true);
    expect(shouldPoll(delivery({ status: "delivered" }))).toBe(false);
    expect(shouldPoll(delivery({ status: "failed" }))).toBe(false);
  });

  it("after a redelivery, reads again until its attempt is in the log", () => {
    const delivered = delivery({ status: "delivered", attempts: [attempt("1", { delivered: true })] });
    expect(shouldPoll(delivered, 1)).toBe(true);
    expect(shouldPoll({ ...delivered, attempts: [...delivered.attempts, attempt(`m${t0}`)] }, 1)).toBe(false);
  });
});

describe("sandboxProblem", () => {
  it("names the destination rule a 422 broke, and lists each problem", () => {
    const problem = sandboxProblem(
      422,
      JSON.stringify({
        statusCode: "SANDBOX_DESTINATION_REFUSED",
        statusMessage:
          "url: the URL is refused (rule allow-list): The host partner.example.com is not allowed.",
        errors: [{ path: "/url", message: "The host partner.example.com is not allowed." }],
      }),
      null,
    );
    expect(problem).toEqual({
      title: "HTTP 422 · SANDBOX_DESTINATION_REFUSED",
      message: "url: the URL is refused (rule allow-list): The host partner.example.com is not allowed.",
      details: ["/url: The host partner.example.com is not allowed."],
      rule: "allow-list",
    });
  });

  it("says when to try again after a 429", () => {
    const problem = sandboxProblem(
      429,
      JSON.stringify({ statusCode: "SANDBOX_RATE_LIMITED", statusMessage: "The limit is 60 a minute." }),
      "12",
    );
    expect(problem.title).toBe("HTTP 429 · SANDBOX_RATE_LIMITED");
    expect(problem.retryAfterSeconds).toBe(12);
  });

  it("keeps an answer that is not the sandbox's JSON readable", () => {
    expect(sandboxProblem(502, "<html>Bad gateway</html>", null)).toEqual({
      title: "HTTP 502",
      message: "<html>Bad gateway</html>",
      details: [],
    });
  });
});

describe("parseOverride and deliveryIdFrom", () => {
  it("takes nothing, or a JSON object", () => {
    expect(parseOverride("  ")).toEqual({ ok: true, value: undefined });
    expect(parseOverride('{"amount": "499.00"}')).toEqual({ ok: true, value: { amount: "499.00" } });
    expect(parseOverride("[1]").ok).toBe(false);
    expect(parseOverride("{oops").ok).toBe(false);
  });

  it("takes an id as pasted, quotes and spaces around it dropped", () => {
    expect(deliveryIdFrom(' "dlv_Q8M1ZK4T7C2X9B0R5N6P3WJ8DA" ')).toBe("dlv_Q8M1ZK4T7C2X9B0R5N6P3WJ8DA");
    expect(deliveryIdFrom("")).toBeUndefined();
    expect(deliveryIdFrom("dlv_x/../y")).toBeUndefined();
  });
});
