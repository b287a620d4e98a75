import { describe, expect, it } from "vitest";
import { matchesFilter } from "./operation-filter";

const fetch = {
  anchor: "op-fetch",
  method: "POST",
  path: "/api/bills/{env}/bill-fetch-request",
  summary: "Register a bill fetch",
};
const status = {
  anchor: "op-status",
  method: "POST",
  path: "/api/bills/{env}/get-payment-status",
  summary: "Get a payment's status",
};

describe("the operation list's filter", () => {
  it("keeps every operation while the filter is empty or blank", () => {
    expect([fetch, status].filter(matchesFilter(""))).toEqual([fetch, status]);
    expect([fetch, status].filter(matchesFilter("   "))).toEqual([fetch, status]);
  });

  it("matches every word, in any order and case, in the name, method or path", () => {
    expect([fetch, status].filter(matchesFilter("FETCH post"))).toEqual([fetch]);
    expect([fetch, status].filter(matchesFilter("payment-status"))).toEqual([status]);
    expect([fetch, status].filter(matchesFilter("fetch status"))).toEqual([]);
  });
});
