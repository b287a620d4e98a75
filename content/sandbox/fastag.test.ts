import { describe, expect, it } from "vitest";
import { documentedCodes } from "../../core/fastag-sandbox/fastag-runtime.test-data";
import { epochOfIst } from "../../core/fastag-sandbox/ist-time";
import { paiseOf } from "../../core/fastag-sandbox/money";
import {
  fastagHeaders,
  fastagSettings,
  publishedVehicleStatuses,
  publishedWallets,
  rechargeTimeline,
  tollPlazas,
  walletCreationTimeline,
} from "./fastag";

const vehicleClasses = ["4", "5", "6", "7", "12", "15", "16"];

describe("the FASTag sandbox's published data", () => {
  it("gives a value and a purpose for each of the nine headers", () => {
    expect(fastagHeaders.map((header) => header.name)).toEqual([
      "BANK-CHANNEL-ID",
      "BANK-CLIENT-ID",
      "BANK-CLIENT-SECRET",
      "BANK-ENCRYPTION-KEY",
      "BANK-SALT-KEY",
      "BANK-MERCHANT-ID",
      "BANK-POS-NUMBER",
      "BANK-AGENT-ID",
      "BANK-PRODUCT-ID",
    ]);
    for (const header of fastagHeaders) expect(header.value.trim()).not.toBe("");
    expect(
      publishedWallets.filter((wallet) => wallet.channelId === fastagHeaders[0]?.value),
    ).not.toHaveLength(0);
  });

  it("publishes wallets, tags and ledgers in the documented formats", () => {
    const vehicles = new Set<string>();
    for (const wallet of publishedWallets) {
      expect(wallet.walletId).toMatch(/^[0-9]{14}$/);
      expect(wallet.customer.mobile).toMatch(new RegExp(fastagSettings.mobilePattern));
      expect(epochOfIst(`${wallet.customer.dob}T00:00:00`)).toBeDefined();
      for (const tag of wallet.tags) {
        expect(tag.tagId).toMatch(/^[0-9A-F]{24}$/);
        expect(vehicleClasses).toContain(tag.vehicleClass);
        expect(tag.vehicleNumber).toMatch(/^[A-Z0-9]+$/);
        expect(vehicles.has(tag.vehicleNumber)).toBe(false);
        vehicles.add(tag.vehicleNumber);
      }
      for (const entry of wallet.ledger) {
        expect(epochOfIst(entry.at)).toBeDefined();
        expect(paiseOf(entry.amount)).toBeGreaterThan(0);
        if (entry.kind === "toll")
          expect(tollPlazas.map((plaza) => plaza.plazaCode)).toContain(entry.plazaCode);
      }
    }
    for (const vehicle of publishedVehicleStatuses) expect(vehicles.has(vehicle.vehicleNumber)).toBe(false);
  });

  it("prices every vehicle class at every plaza", () => {
    for (const plaza of tollPlazas) {
      expect(Object.keys(plaza.tolls).sort()).toEqual([...vehicleClasses].sort());
      for (const toll of Object.values(plaza.tolls)) expect(paiseOf(toll)).toBeGreaterThan(0);
    }
  });

  it("uses only documented status codes in its timelines, in time order", () => {
    for (const timeline of [walletCreationTimeline, rechargeTimeline]) {
      expect(timeline[0].fromSeconds).toBe(0);
      const starts = timeline.map((stage) => stage.fromSeconds);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const stage of timeline) expect(documentedCodes.has(stage.statusCode)).toBe(true);
    }
    expect(walletCreationTimeline.map((stage) => stage.statusCode)).toContain("wallet-creation-successful");
    expect(rechargeTimeline.map((stage) => stage.statusCode)).toEqual(["recharge-processing", "success"]);
  });

  it("writes every amount setting as rupees", () => {
    const {
      depositAmount,
      issuanceAmount,
      taxAmount,
      thresholdAmount,
      topupAmount,
      rechargeAmount,
      walletLimit,
    } = fastagSettings;
    for (const amount of [
      depositAmount,
      issuanceAmount,
      taxAmount,
      thresholdAmount,
      ...Object.values(topupAmount),
      ...Object.values(rechargeAmount),
      ...Object.values(walletLimit),
    ])
      expect(paiseOf(amount)).toBeDefined();
  });
});
