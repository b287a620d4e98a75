import { describe, expect, it } from "vitest";
import type { CatalogueBiller, HostedBill } from "../../core/instacollect/hosted-page-api";
import { amountField, amountToPay } from "./amount-field";

const bill: HostedBill = {
  billerId: "BILLER000001",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
  billNumber: "SBX-1",
  customerName: "Asha Rao",
  amount: 150000,
  billDate: "2026-11-01",
  dueDate: "2026-11-30",
  billPeriod: "MONTHLY",
  additionalInfo: [],
};

const biller = (editability: CatalogueBiller["editability"]) => ({ editability });

describe("the amount field, by the biller's editability", () => {
  it("shows a fixed amount read-only, at the bill amount even with a default amount", () => {
    expect(amountField(biller("fixed"), bill, 99900)).toEqual({
      editable: false,
      initial: 150000,
      rule: "The biller takes the bill amount in full.",
    });
  });

  it("lets the customer edit the other kinds, starting at the default amount when there is one", () => {
    expect(amountField(biller("any"), bill, 99900)).toEqual({
      editable: true,
      initial: 99900,
      rule: "You can pay any amount.",
    });
    expect(amountField(biller("up-to-bill-amount"), bill)).toEqual({
      editable: true,
      initial: 150000,
      rule: "You can pay up to the bill amount, ₹1,500.00.",
    });
    expect(amountField(biller("at-least-bill-amount"), bill, 200000)).toEqual({
      editable: true,
      initial: 200000,
      rule: "You can pay the bill amount, ₹1,500.00, or more.",
    });
  });
});

describe("the amount sent", () => {
  it("is the bill amount when it is fixed, whatever the field says", () => {
    expect(amountToPay(amountField(biller("fixed"), bill), "1")).toBe(150000);
  });

  it("is what the customer typed when the biller lets them choose, in paise", () => {
    const field = amountField(biller("up-to-bill-amount"), bill);
    expect(amountToPay(field, "750.50")).toBe(75050);
    expect(amountToPay(field, "2,000")).toBe(200000);
  });

  it("is nothing when the field holds no amount above zero", () => {
    const field = amountField(biller("any"), bill);
    for (const text of ["", "abc", "0", "0.00", "12.345"])
      expect(amountToPay(field, text), text).toBeUndefined();
  });
});
