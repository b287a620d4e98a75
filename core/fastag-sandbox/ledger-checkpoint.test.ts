import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as publishedData from "../../content/sandbox/fastag";
import { announceScheduledBookings } from "./bookings";
import {
  creationBody,
  fastagTestRuntime,
  lookupOf,
  newCustomer,
  prepareNewCustomer,
} from "./fastag-runtime.test-data";
import { FastagState } from "./fastag-state";
import { balancesAfter } from "./ledger";
import { bookToll } from "./tolls";

const odWallet = "19000009650002";
const odVehicle = "KA05OD2000";
const dearPlaza = "345099";

describe("balances from a checkpoint", () => {
  it("follow the overdraft rule and equal the whole ledger folded, whatever the mix of recharges, tolls and waits", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("recharge" as const), rupees: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ kind: fc.constant("toll" as const) }),
      fc.record({ kind: fc.constant("wait" as const), seconds: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ kind: fc.constant("balance" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { call, advance, runtime, now } = fastagTestRuntime();
        const state = new FastagState(runtime);
        // The model: the wallet's 200.00, less every toll, plus each accepted recharge 10 s on.
        const credits: { at: number; paise: number }[] = [];
        let tolls = 0;
        let reference = 0;
        for (const taken of steps) {
          if (taken.kind === "recharge") {
            const answer = await call("rechargeRequest", {
              walletId: odWallet,
              amount: String(taken.rupees),
              referenceId: `R${reference++}`,
            });
            if (answer.body.statusCode === "submitted")
              credits.push({ at: now() + 10_000, paise: taken.rupees * 100 });
          } else if (taken.kind === "toll") {
            const toll = await bookToll({ vehicleNumber: odVehicle, plazaCode: dearPlaza }, runtime);
            if (toll.ok) tolls += 30_000;
          } else if (taken.kind === "wait") advance(taken.seconds);
          else await call("walletBalance", { walletId: odWallet });
          const inEffect = credits.filter((credit) => credit.at <= now());
          const net = 20_000 - tolls + inEffect.reduce((sum, credit) => sum + credit.paise, 0);
          const ledger = await state.ledgerNow(odWallet);
          expect(ledger.balances).toEqual({ balance: Math.max(net, 0), odBalance: Math.max(-net, 0) });
          expect(ledger.unclearBalance).toBe(
            credits.filter((credit) => credit.at > now()).reduce((sum, credit) => sum + credit.paise, 0),
          );
          expect(balancesAfter(await state.bookedEntries(odWallet))).toEqual(ledger.balances);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("reads only what was stored since the checkpoint", async () => {
    const { call, advance, runtime } = fastagTestRuntime();
    for (let index = 0; index < 5; index++)
      await call("rechargeRequest", { walletId: odWallet, amount: "10", referenceId: `R${index}` });
    advance(10);
    await call("walletBalance", { walletId: odWallet });
    await call("rechargeRequest", { walletId: odWallet, amount: "10", referenceId: "R5" });
    const ledger = await new FastagState(runtime).ledgerNow(odWallet);
    expect(ledger.entryCount).toBe(6);
    expect(ledger.recent).toEqual([]);
    expect(ledger.unclearBalance).toBe(1000);
    expect(ledger.balances).toEqual({ balance: 25000, odBalance: 0 });
  });

  it("refuses a recharge beyond the entries a wallet's ledger holds", async () => {
    const { call } = fastagTestRuntime();
    const data = {
      ...publishedData,
      fastagSettings: { ...publishedData.fastagSettings, maxLedgerEntries: 2 },
    };
    const recharge = (referenceId: string) =>
      call("rechargeRequest", { walletId: odWallet, amount: "10", referenceId }, { data });
    expect((await recharge("R1")).body.statusCode).toBe("submitted");
    expect((await recharge("R2")).body.statusCode).toBe("submitted");
    const refused = await recharge("R3");
    expect(refused.body.statusCode).toBe("recharge-failed");
    expect(refused.body.statusMessage).toContain("at most 2 entries");
  });
});

describe("announcements with no call", () => {
  it("announce a recharge credit once it takes effect, once", async () => {
    const { call, advance, runtime, booked } = fastagTestRuntime();
    await call("rechargeRequest", { walletId: odWallet, amount: "50", referenceId: "R1" });
    expect(await announceScheduledBookings(runtime)).toBe(0);
    expect(booked).toEqual([]);
    advance(10);
    expect(await announceScheduledBookings(runtime)).toBe(1);
    expect(booked).toMatchObject([
      { reference: "R1", kind: "credit", closingBalance: 25000, walletId: odWallet },
    ]);
    await call("walletBalance", { walletId: odWallet });
    expect(await announceScheduledBookings(runtime)).toBe(0);
    expect(booked).toHaveLength(1);
  });
});

describe("x-sandbox-time-scale", () => {
  it("divides a wallet creation's timeline", async () => {
    const { call, advance } = fastagTestRuntime();
    await prepareNewCustomer(call);
    await call("createWallet", creationBody(), { timeScale: 30 });
    const poll = () => call("walletCreationStatus", lookupOf(newCustomer, "KA01NEW0001"));
    advance(0.9);
    expect((await poll()).body.statusCode).toBe("duplicate-creation-request");
    advance(0.1);
    const { walletId } = (await poll()).body.data as { walletId: string };
    expect((await call("walletBalance", { walletId })).body.statusCode).toBe("000");
    advance(1);
    expect((await poll()).body.statusCode).toBe("success");
  });

  it("divides a recharge's timeline", async () => {
    const { call, advance } = fastagTestRuntime();
    await call("rechargeRequest", { walletId: odWallet, amount: "50", referenceId: "R1" }, { timeScale: 10 });
    const enquiry = () => call("rechargeEnquiry", { walletId: odWallet, referenceId: "R1" });
    advance(0.9);
    expect((await enquiry()).body.statusCode).toBe("recharge-processing");
    advance(0.1);
    expect((await enquiry()).body.statusCode).toBe("success");
  });
});
