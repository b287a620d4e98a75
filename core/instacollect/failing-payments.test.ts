import { describe, expect, it } from "vitest";
import { failingPayments } from "../../content/sandbox/instacollect";
import { paymentFailsFor } from "./failing-payments";

describe("the sandbox's failing payments", () => {
  it("fail the published biller and parameters only", () => {
    const [failing] = failingPayments;
    expect(failing).toEqual({
      billerId: "BILLER000001",
      customerParams: [{ name: "Consumer Number", value: "1234567891" }],
    });
    expect(paymentFailsFor(failingPayments, "BILLER000001", failing!.customerParams)).toBe(true);
    expect(
      paymentFailsFor(failingPayments, "BILLER000001", [{ name: "Consumer Number", value: "1234567890" }]),
    ).toBe(false);
    expect(paymentFailsFor(failingPayments, "BILLER000002", failing!.customerParams)).toBe(false);
  });
});
