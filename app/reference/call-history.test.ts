import { describe, expect, it } from "vitest";
import { historyLimit, onCalls, pageCalls, recordCall, statusClass } from "./call-history";

const call = (status: number) => ({
  url: "/sandbox/api/bills/uat/bill-fetch-request",
  method: "POST",
  headers: [["client-secret", "sandbox-client-secret"]] as [string, string][],
  body: "{}",
  status,
  milliseconds: 12,
  at: 0,
});

describe("the page's call history", () => {
  it("lists calls newest first, tells its listeners, and keeps at most the limit", () => {
    let told = 0;
    const stop = onCalls(() => (told += 1));
    recordCall(call(200));
    recordCall(call(422));
    expect(pageCalls().map((entry) => entry.status)).toEqual([422, 200]);
    expect(told).toBe(2);
    stop();
    for (let index = 0; index < historyLimit + 5; index += 1) recordCall(call(500));
    expect(pageCalls()).toHaveLength(historyLimit);
    expect(told).toBe(2);
  });

  it("classes a status for its badge", () => {
    expect(statusClass(201)).toBe("2xx");
    expect(statusClass(429)).toBe("4xx");
    expect(statusClass(503)).toBe("5xx");
    expect(statusClass(undefined)).toBe("none");
  });
});
