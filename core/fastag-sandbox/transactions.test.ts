import { describe, expect, it } from "vitest";
import { fastagTestRuntime } from "./fastag-runtime.test-data";
import { bookToll } from "./tolls";

const walletId = "19000009653984";
const range = (startDate: string, endDate: string, limit = "100", offset = "0") => ({
  walletId,
  startDate,
  endDate,
  limit,
  offset,
});

describe("toll transactions", () => {
  it("answers the examples' toll debit for June 2020", async () => {
    const { call } = fastagTestRuntime();
    expect((await call("tollTransactions", range("2020-06-01", "2020-06-30"))).body.data).toEqual([
      {
        tollTransactionReference: "TOLLREF000000001",
        walletId,
        vehicleNumber: "KA12AB5618",
        tagId: "34161FA82032D69802B1C5E0",
        vehicleClass: "VC4",
        avcClass: "VC4",
        status: "Reconciled",
        transactionType: "DEBIT",
        transactionAmount: "105.00",
        plazaName: "Sample Toll Plaza",
        plazaCode: "345011",
        readerDateAndTime: "2020-06-24T12:30:00",
        transactionDateAndTime: "2020-06-24T12:30:00",
      },
    ]);
  });

  it("pages with limit and offset, oldest first, within the dates", async () => {
    const { call } = fastagTestRuntime();
    const references = async (...args: Parameters<typeof range>) =>
      (
        (await call("tollTransactions", range(...args))).body.data as { tollTransactionReference: string }[]
      ).map((row) => row.tollTransactionReference);
    expect(await references("2020-06-01", "2020-07-31", "5", "0")).toEqual([
      "TOLLREF000000001",
      "TOLLREF000000002",
      "TOLLREF000000003",
      "TOLLREF000000004",
      "TOLLREF000000005",
    ]);
    expect(await references("2020-06-01", "2020-07-31", "5", "10")).toEqual([
      "TOLLREF000000011",
      "TOLLREF000000012",
      "TOLLREF000000013",
    ]);
    expect(await references("2020-06-01", "2020-07-31", "5", "13")).toEqual([]);
    expect(await references("2020-07-03", "2020-07-05")).toEqual(["TOLLREF000000003", "TOLLREF000000004"]);
  });

  it("lists a toll booked now under today's IST date", async () => {
    const { call, runtime } = fastagTestRuntime();
    await bookToll({ vehicleNumber: "KA12AB5618", plazaCode: "345011" }, runtime);
    const rows = (await call("tollTransactions", range("2026-11-24", "2026-11-24"))).body.data as object[];
    expect(rows).toMatchObject([
      { transactionDateAndTime: "2026-11-24T10:00:00", transactionAmount: "105.00" },
    ]);
  });

  it.each([
    [{ limit: "101" }, "/limit"],
    [{ limit: "0" }, "/limit"],
    [{ offset: "-1" }, "/offset"],
    [{ startDate: "2020-02-30" }, "/startDate"],
    [{ startDate: "2020-07-01", endDate: "2020-06-01" }, "/endDate"],
  ])("refuses %j with the sandbox's request code", async (overrides, path) => {
    const { call } = fastagTestRuntime();
    const reply = await call("tollTransactions", { ...range("2020-06-01", "2020-06-30"), ...overrides });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: "SANDBOX_INVALID_REQUEST", errors: [{ path }] });
  });

  it("does not show another channel's wallet", async () => {
    const { call } = fastagTestRuntime();
    const reply = await call("tollTransactions", {
      ...range("2020-06-01", "2020-06-30"),
      walletId: "19000009650001",
    });
    expect(reply.body.statusCode).toBe("SANDBOX_FASTAG_WALLET_NOT_FOUND");
  });
});

describe("wallet transactions", () => {
  it("answers the examples' June 2020 statement", async () => {
    const { call } = fastagTestRuntime();
    const reply = await call("walletTransactions", {
      ...range("2020-06-01", "2020-06-30"),
      transactionType: "ALL",
    });
    expect(reply.body.data).toEqual({
      metadata: { count: 2, openingBalance: 5000, closingBalance: 4995 },
      transactions: [
        {
          transactionDate: "2020-06-20",
          laneTransationTime: "2020-06-20T11:00:00",
          narration: "Wallet recharge",
          merchantName: "SBX-FASTAG-CHANNEL",
          vehicleNumber: "KA12AB5618",
          debit: "0.00",
          credit: "100.00",
          odAmount: "0.00",
          balance: 5100,
        },
        {
          transactionDate: "2020-06-24",
          laneTransationTime: "2020-06-24T12:30:00",
          narration: "Toll debit at Sample Toll Plaza",
          merchantName: "Sample Toll Plaza",
          vehicleNumber: "KA12AB5618",
          debit: "105.00",
          credit: "0.00",
          odAmount: "0.00",
          balance: 4995,
        },
      ],
    });
  });

  it("filters by type, counts every match and pages", async () => {
    const { call } = fastagTestRuntime();
    const statement = async (transactionType: string, limit = "100", offset = "0") =>
      (
        await call("walletTransactions", {
          ...range("2020-05-01", "2020-07-31", limit, offset),
          transactionType,
        })
      ).body.data as {
        metadata: { count: number; openingBalance: number; closingBalance: number };
        transactions: object[];
      };
    expect((await statement("CREDIT")).metadata.count).toBe(2);
    expect((await statement("DEBIT")).metadata.count).toBe(13);
    const page = await statement("ALL", "10", "10");
    expect(page.metadata).toEqual({ count: 15, openingBalance: 0, closingBalance: 3735 });
    expect(page.transactions).toHaveLength(5);
  });

  it("refuses a transactionType outside its enumeration", async () => {
    const { call } = fastagTestRuntime();
    const reply = await call("walletTransactions", {
      ...range("2020-06-01", "2020-06-30"),
      transactionType: "BOTH",
    });
    expect(reply.body).toMatchObject({
      statusCode: "SANDBOX_INVALID_REQUEST",
      errors: [{ path: "/transactionType" }],
    });
  });

  it("shows the overdraft of a toll on a short balance in odAmount", async () => {
    const { call, runtime } = fastagTestRuntime();
    await bookToll({ vehicleNumber: "KA05OD2000", plazaCode: "345099" }, runtime);
    const reply = await call("walletTransactions", {
      ...range("2026-11-24", "2026-11-24"),
      walletId: "19000009650002",
      transactionType: "DEBIT",
    });
    expect(reply.body.data).toMatchObject({
      metadata: { count: 1, openingBalance: 200, closingBalance: 0 },
      transactions: [{ debit: "300.00", odAmount: "100.00", balance: 0 }],
    });
  });
});

describe("vehicle status", () => {
  it.each([
    ["JK02JK1234", "ACTIVE", "ACTIVE"],
    ["DL01GV0001", "ACTIVE", "EXEMPT"],
    ["UP16BL0001", "BLACKLIST", "BLACKLIST"],
    ["KA12AB5618", "ACTIVE", "ACTIVE"],
    ["KA12AB5620", "SUSPENDED", "BLACKLIST"],
    ["KA12AB5621", "CLOSED", "NOT_FOUND"],
  ])(
    "reads %s as %s at the bank and %s in the NPCI mapper",
    async (vehicleNumber, bankStatus, npciMapperStatus) => {
      const { call } = fastagTestRuntime();
      expect((await call("vehicleStatus", { vehicleNumber })).body).toEqual({
        data: { bankStatus, npciMapperStatus },
        statusCode: "vehicle-found",
        statusMessage: "Vehicle is found",
      });
    },
  );
});
