import { describe, expect, it } from "vitest";
import { paymentStatusAt } from "./payment-status";

describe("payment status over time", () => {
  it.each([
    [0, "Execution Awaited"],
    [4, "Execution Awaited"],
    [5, "Executed"],
    [29, "Executed"],
    [30, "Settled"],
    [3600, "Settled"],
  ])("%s s after make-payment: %s", (seconds, status) => {
    expect(paymentStatusAt(seconds)).toBe(status);
  });
});
