import { describe, expect, it } from "vitest";
import { pages } from "../../../content/site";
import {
  fastagHeaders,
  fastagSettings,
  publishedVehicleStatuses,
  publishedWallets,
  rechargeTimeline,
  tagStatusReadings,
  tollPlazas,
  walletCreationTimeline,
} from "../../../content/sandbox/fastag";
import { fastagCodeTriggers } from "../../../content/sandbox/fastag-triggers";
import { buildReference } from "../../../core/openapi/build-reference";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { sandboxCodes } from "../../../core/sandbox/sandbox-codes";
import { loadSpec } from "../../reference/load-spec.server";
import { fastagSandboxModel, rechargeWallet, settingWordings, type FactsTable } from "./sandbox-facts";
import { fastagSandboxMarkdown } from "./sandbox-markdown";
import { fastagSandboxDocs, fastagSandboxHeadings } from "./section-data";

const view = await buildReference("fastag", await loadSpec("fastag"));
const push = {
  notificationUrls: {
    method: "POST",
    path: "/sandbox/fastag/notification-urls",
    href: "/fastag/push-notifications#op-x",
  },
  tolls: { method: "POST", path: "/sandbox/fastag/tolls" },
};
const model = await fastagSandboxModel(view, push);
const allText = JSON.stringify(model);
const code = (text: string) => `\`${text}\``;
const column = (table: FactsTable, index: number) => table.rows.map((row) => row[index]);

describe("the FASTag sandbox's facts", () => {
  it("point at FASTag's own sandbox page, in the site map", () => {
    expect(pages.find((entry) => entry.path === fastagSandboxDocs.href)?.route).toBe("sandbox");
  });

  it("give both environments' sandbox paths", () => {
    expect(model.basePaths).toEqual(["/sandbox/api/mock", "/sandbox/api/uat"]);
    expect(model.intro).toContain("`POST /sandbox/api/mock/wallet-balance`");
  });

  it("publish the headers, wallets, tags, vehicles and plazas from the sandbox's data, and nothing else", () => {
    expect(model.headers.table.rows).toEqual(
      fastagHeaders.map((header) => [code(header.name), code(header.value), header.purpose]),
    );
    expect(column(model.wallets.table, 0)).toEqual(publishedWallets.map((wallet) => code(wallet.walletId)));
    expect(column(model.wallets.table, 5)).toEqual(publishedWallets.map((wallet) => wallet.purpose));
    expect(column(model.vehicles.table, 0)).toEqual([
      ...publishedWallets.flatMap((wallet) => wallet.tags.map((tag) => code(tag.vehicleNumber))),
      ...publishedVehicleStatuses.map((vehicle) => code(vehicle.vehicleNumber)),
    ]);
    expect(column(model.vehicles.table, 5)).toEqual([
      ...publishedWallets.flatMap((wallet) => wallet.tags.map((tag) => tag.purpose)),
      ...publishedVehicleStatuses.map((vehicle) => vehicle.purpose),
    ]);
    expect(model.vehicles.readings.rows).toEqual(
      Object.entries(tagStatusReadings).map(([state, reading]) => [
        state,
        code(reading.bankStatus),
        code(reading.npciMapperStatus),
      ]),
    );
    expect(column(model.plazas.table, 0)).toEqual(tollPlazas.map((plaza) => code(plaza.plazaCode)));
    expect(model.plazas.table.rows[0]).toContain(tollPlazas[0]?.tolls["4"]);
    expect(column(model.timelines.creation, 2)).toEqual(
      walletCreationTimeline.map((stage) => code(stage.statusCode)),
    );
    expect(column(model.timelines.recharge, 4)).toEqual(rechargeTimeline.map((stage) => stage.purpose));
    expect(model.otp).toContain(code(fastagSettings.otp));
  });

  it("say what the sandbox's rules answer for each published customer and vehicle", () => {
    const wallets = model.wallets.table.rows;
    expect(wallets[0]?.[1]).toBe("`SBX-FASTAG-CHANNEL` (yours)");
    expect(wallets[0]?.[4]).toMatch(/^`\d+\.\d\d`/);
    const answer = (customer: string, vehicle: string) =>
      model.dedupe.table.rows.find((row) => row[0] === customer && row[1] === vehicle)?.[2];
    expect(answer("Ravi Kumar", "`KA12AB5618`")).toBe(
      "`registered-customer-and-vehicle` with `walletId` `19000009653984`",
    );
    expect(answer("Any other customer", "`MH01AB1234`")).toBe("`vehicle-already-registered`");
    expect(answer("A new customer", "A vehicle the sandbox does not know")).toBe("`not-found`");
    const status = (vehicle: string) => model.vehicles.table.rows.find((row) => row[0] === vehicle)?.[4];
    expect(status("`KA12AB5621`")).toBe("`vehicle-found`: `CLOSED`, `NOT_FOUND`");
    expect(status("`DL01GV0001`")).toBe("`vehicle-found`: `ACTIVE`, `EXEMPT`");
  });

  it("say what vehicle status answers for an unknown vehicle: the sandbox's code and its HTTP status", () => {
    const { status } = sandboxCodes.SANDBOX_FASTAG_VEHICLE_NOT_FOUND;
    expect(model.vehicles.after).toContain(`\`SANDBOX_FASTAG_VEHICLE_NOT_FOUND\` with HTTP ${status}`);
    expect(model.vehicles.after).not.toContain("`not-found`");
  });

  it("word every setting once, each saying whose value it is", () => {
    expect(Object.keys(fastagSettings).filter((key) => !settingWordings[key])).toEqual([]);
    expect(model.settings.table.rows).toHaveLength(Object.keys(fastagSettings).length);
    expect(new Set(column(model.settings.table, 3))).toEqual(
      new Set(["The sandbox's choice", "The provider's example", "As the API says"]),
    );
    expect(model.settings.intro).toContain("issued during onboarding");
    expect(model.choices).toContain("the sandbox's choices");
    expect(model.timeScale).toContain(code(fastagSettings.timeScaleHeader));
    expect(model.timeScale).toContain(`${fastagSettings.timeScale.min} to ${fastagSettings.timeScale.max}`);
    expect(allText).not.toMatch(/specification/i);
  });

  it("list every status code trigger, and FASTag's sandbox codes only", () => {
    expect(column(model.triggers.table, 1)).toEqual(
      fastagCodeTriggers.map((trigger) => code(trigger.statusCode)),
    );
    fastagCodeTriggers.forEach((trigger, index) => {
      const how = model.triggers.table.rows[index]?.[2];
      if ("notProduced" in trigger) expect(how).toBe(`**Not produced.** ${trigger.notProduced}`);
      else expect(how).toBe(trigger.trigger);
      expect(model.triggers.table.rows[index]?.[0]).toMatch(
        new RegExp(`^\\[\`${trigger.path}\`\\]\\(/fastag/api#op-`),
      );
    });
    expect(column(model.codes.table, 0)).toEqual(sandboxCodesOf("fastag").map((row) => code(row.code)));
    expect(allText).not.toContain("`SANDBOX_TOKEN_EXPIRED`");
  });

  it("run the recharge on a published wallet of the sandbox's channel", () => {
    expect(rechargeWallet.channelId).toBe(
      fastagHeaders.find((header) => header.name === "BANK-CHANNEL-ID")?.value,
    );
    expect(model.flows.recharge).toContain(code(rechargeWallet.walletId));
    expect(model.flows.intro).toContain(`\`${fastagSettings.timeScaleHeader}: 30\``);
  });

  it("link the push notification operations where a page documents them", async () => {
    expect(model.push).toContain(
      "[`POST /sandbox/fastag/notification-urls`](/fastag/push-notifications#op-x)",
    );
    expect(model.push).toContain("`POST /sandbox/fastag/tolls`");
    expect(model.push).toContain("(/fastag/push-notifications)");
    const without = await fastagSandboxModel(view);
    expect(without.push).toBe(
      "The sandbox's push notifications are described on [FASTag push notifications](/fastag/push-notifications).",
    );
  });
});

describe("the FASTag sandbox's Markdown", () => {
  const markdown = fastagSandboxMarkdown(model, "https://portal.example");

  it("carries the same facts, with the site's origin in front of the sandbox's paths", () => {
    expect(markdown).toMatch(/^## Overview\n/);
    expect(markdown).toContain("`POST https://portal.example/sandbox/api/mock/<operation>`");
    for (const { text } of Object.values(fastagSandboxHeadings).slice(1))
      expect(markdown).toContain(`### ${text}\n`);
    expect(markdown).toContain("| `BANK-CHANNEL-ID` | `SBX-FASTAG-CHANNEL` |");
    expect(markdown).toContain("| `345099` | Sandbox Expressway Plaza | 300.00 |");
    expect(markdown).toContain("| `SANDBOX_MISSING_FASTAG_HEADERS` | 401 |");
    expect(markdown).toContain(`- ${model.flows.issuance}`);
    expect(markdown).toContain(model.push);
  });
});
