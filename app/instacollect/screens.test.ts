import { describe, expect, it } from "vitest";
import { previousScreen, startScreen } from "./screens";
import { powerBill, sessionFixture } from "./session-fixture.test-data";

const params = [{ name: "Consumer Number", value: "1234567890" }];

describe("the screen a link lands on", () => {
  it("follows the depth of the link's input", () => {
    expect(startScreen(sessionFixture({ screen: "home" }))).toEqual({ screen: { name: "home" } });
    expect(startScreen(sessionFixture({ screen: "billers", categoryCode: "C01" }))).toEqual({
      screen: { name: "billers", categoryCode: "C01" },
    });
    expect(
      startScreen(sessionFixture({ screen: "fetch", categoryCode: "C01", billerId: "BILLER000001" })),
    ).toEqual({ screen: { name: "fetch", billerId: "BILLER000001", params: [] } });
  });

  it("fetches the bill at once for a link that names one", () => {
    const landing = {
      screen: "bill" as const,
      categoryCode: "C01",
      billerId: "BILLER000001",
      customerParams: params,
    };
    expect(startScreen(sessionFixture(landing))).toEqual({
      screen: { name: "bill", billerId: "BILLER000001", params },
      fetch: { billerId: "BILLER000001", customerParams: params },
    });
  });

  it("continues a reloaded session at its bill, or at its result once paid", () => {
    expect(startScreen(sessionFixture({ screen: "home" }, { bill: powerBill }))).toEqual({
      screen: { name: "bill", billerId: "BILLER000001", params },
    });
    const payment = {
      orderId: "ics_TEST",
      transactionId: "T1",
      amount: 150000,
      amountText: "1500.00",
      paymentMode: "UPI",
      paymentStatus: "SUCCESSFUL",
      paymentDateTime: "2026-11-24 10:15:00",
      billerId: "BILLER000001",
      billNumber: "SBX-POWER-1",
    };
    expect(startScreen(sessionFixture({ screen: "home" }, { bill: powerBill, payment }))).toEqual({
      screen: { name: "result" },
    });
  });
});

describe("the back control", () => {
  const { catalogue } = sessionFixture();

  const home = { screen: "home" } as const;

  it("steps back one screen, keeping the parameters typed for a bill", () => {
    expect(previousScreen({ name: "billers", categoryCode: "C01" }, catalogue, home)).toEqual({
      name: "home",
    });
    expect(previousScreen({ name: "fetch", billerId: "BILLER000001", params: [] }, catalogue, home)).toEqual({
      name: "billers",
      categoryCode: "C01",
    });
    expect(previousScreen({ name: "bill", billerId: "BILLER000001", params }, catalogue, home)).toEqual({
      name: "fetch",
      billerId: "BILLER000001",
      params,
    });
  });

  it("is absent on home and on the result", () => {
    expect(previousScreen({ name: "home" }, catalogue, home)).toBeUndefined();
    expect(previousScreen({ name: "result" }, catalogue, home)).toBeUndefined();
  });

  it("never leads above the screen the link landed on", () => {
    const billers = { screen: "billers", categoryCode: "C01" } as const;
    const bill = {
      screen: "bill",
      categoryCode: "C01",
      billerId: "BILLER000001",
      customerParams: params,
    } as const;
    expect(previousScreen({ name: "billers", categoryCode: "C01" }, catalogue, billers)).toBeUndefined();
    expect(
      previousScreen({ name: "fetch", billerId: "BILLER000001", params: [] }, catalogue, billers),
    ).toEqual({
      name: "billers",
      categoryCode: "C01",
    });
    expect(
      previousScreen({ name: "bill", billerId: "BILLER000001", params }, catalogue, bill),
    ).toBeUndefined();
  });
});
