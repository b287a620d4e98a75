import { describe, expect, it } from "vitest";
import { fastagTestRuntime } from "./fastag-runtime.test-data";
import { applyEntry } from "./ledger";
import { bookToll } from "./tolls";

const odWallet = "19000009650002";

describe("the overdraft rule", () => {
  it("leaves 100 OD after a 300 toll on a 200 balance, and recovers OD first from a credit", () => {
    const afterToll = applyEntry({ balance: 20000, odBalance: 0 }, { kind: "toll", amount: 30000 });
    expect(afterToll).toEqual({ balance: 0, odBalance: 10000 });
    expect(applyEntry(afterToll, { kind: "credit", amount: 5000 })).toEqual({ balance: 0, odBalance: 5000 });
    expect(applyEntry(afterToll, { kind: "credit", amount: 50000 })).toEqual({
      balance: 40000,
      odBalance: 0,
    });
  });
});

describe("recharge, asynchronous", () => {
  it("is submitted, processing with the amount unclear, then success with OD recovered first", async () => {
    const { call, advance, runtime, booked } = fastagTestRuntime();
    const toll = await bookToll({ vehicleNumber: "KA05OD2000", plazaCode: "345099" }, runtime);
    expect(toll).toMatchObject({
      ok: true,
      transaction: { openingBalance: 20000, closingBalance: 0, odBalance: 10000 },
    });
    const balance = async () => (await call("walletBalance", { walletId: odWallet })).body.data;
    expect(await balance()).toMatchObject({ balance: "0.00", odBalance: "100.00", unclearBalance: "0.00" });
    expect((await call("vehicleStatus", { vehicleNumber: "KA05OD2000" })).body.data).toMatchObject({
      npciMapperStatus: "LOW_BALANCE",
    });

    const recharge = { walletId: odWallet, amount: "500", referenceId: "BCRCH-0001" };
    expect((await call("rechargeRequest", recharge)).body).toEqual({
      data: {},
      statusCode: "submitted",
      statusMessage: "Accepted. Check the result with /recharge-status.",
    });
    const enquiry = () => call("rechargeEnquiry", { walletId: odWallet, referenceId: "BCRCH-0001" });
    expect((await enquiry()).body).toMatchObject({ statusCode: "recharge-processing", data: {} });
    expect(await balance()).toMatchObject({ balance: "0.00", odBalance: "100.00", unclearBalance: "500.00" });
    advance(9);
    expect((await enquiry()).body.statusCode).toBe("recharge-processing");
    advance(1);
    expect((await enquiry()).body).toEqual({
      data: { rechargeDateTime: "2026-11-24 10:00:10" },
      statusCode: "success",
      statusMessage: "The wallet balance has been updated.",
    });
    expect(await balance()).toEqual({
      balance: "400.00",
      odBalance: "0.00",
      sdbalance: "200.00",
      unclearBalance: "0.00",
      thresholdAmount: "100.00",
    });
    expect(booked.map((entry) => [entry.kind, entry.amount, entry.closingBalance, entry.odBalance])).toEqual([
      ["toll", 30000, 0, 10000],
      ["credit", 50000, 40000, 0],
    ]);
    await call("walletBalance", { walletId: odWallet });
    expect(booked).toHaveLength(2);
  });

  it("answers ref-id-not-unique for a reused referenceId, even on another wallet", async () => {
    const { call } = fastagTestRuntime();
    const recharge = { walletId: odWallet, amount: "100", referenceId: "BCRCH0000000001" };
    expect((await call("rechargeRequest", recharge)).body.statusCode).toBe("submitted");
    expect((await call("rechargeRequest", recharge)).body.statusCode).toBe("ref-id-not-unique");
    const other = { ...recharge, walletId: "19000009653984" };
    expect((await call("rechargeRequest", other)).body.statusCode).toBe("ref-id-not-unique");
  });

  it("keeps each client's references apart", async () => {
    const first = fastagTestRuntime("10.0.0.1");
    const recharge = { walletId: odWallet, amount: "100", referenceId: "BCRCH0000000001" };
    expect((await first.call("rechargeRequest", recharge)).body.statusCode).toBe("submitted");
    const second = await first.call("rechargeRequest", recharge, { client: "10.0.0.2" });
    expect(second.body.statusCode).toBe("submitted");
  });

  it.each([
    ["ref-id-not-valid", { walletId: odWallet, amount: "100", referenceId: "has space" }],
    ["ref-id-not-valid", { walletId: odWallet, amount: "100", referenceId: "" }],
    ["invalid-wallet-id", { walletId: "19000000000000", amount: "100", referenceId: "R1" }],
    ["invalid-wallet-id", { walletId: "19000009650001", amount: "100", referenceId: "R2" }],
    ["recharge-failed", { walletId: odWallet, amount: "0", referenceId: "R3" }],
    ["recharge-failed", { walletId: odWallet, amount: "1e3", referenceId: "R4" }],
    ["recharge-failed", { walletId: odWallet, amount: "9900.01", referenceId: "R5" }],
  ])("answers %s for %j", async (code, body) => {
    const { call } = fastagTestRuntime();
    expect((await call("rechargeRequest", body)).body).toMatchObject({ statusCode: code, data: {} });
  });

  it("answers txn-number-not-found for an unknown reference or another wallet's", async () => {
    const { call } = fastagTestRuntime();
    await call("rechargeRequest", { walletId: odWallet, amount: "100", referenceId: "R1" });
    for (const body of [
      { walletId: odWallet, referenceId: "R2" },
      { walletId: "19000009653984", referenceId: "R1" },
    ])
      expect((await call("rechargeEnquiry", body)).body.statusCode).toBe("txn-number-not-found");
  });
});

describe("a published wallet's recharge", () => {
  it("is known to recharge-status with its date, and its referenceId is taken", async () => {
    const { call } = fastagTestRuntime();
    const published = { walletId: "19000009653984", referenceId: "BCRCH0000000000" };
    expect((await call("rechargeEnquiry", published)).body).toMatchObject({
      statusCode: "success",
      data: { rechargeDateTime: "2020-06-20 11:00:00" },
    });
    expect((await call("rechargeRequest", { ...published, amount: "100" })).body.statusCode).toBe(
      "ref-id-not-unique",
    );
  });
});

describe("toll bookings", () => {
  it("refuse an unknown plaza, a vehicle without a tag, another channel's and an inactive tag", async () => {
    const { runtime } = fastagTestRuntime();
    for (const input of [
      { vehicleNumber: "KA05OD2000", plazaCode: "999999" },
      { vehicleNumber: "KA99ZZ9999", plazaCode: "345011" },
      { vehicleNumber: "MH01AB1234", plazaCode: "345011" },
      { vehicleNumber: "KA12AB5620", plazaCode: "345011" },
    ])
      expect(await bookToll(input, runtime)).toMatchObject({ ok: false });
  });
});
