import * as publishedData from "../../../content/sandbox/fastag";
import {
  fastagHeaders,
  fastagSettings,
  publishedVehicleStatuses,
  publishedWallets,
  rechargeTimeline,
  tagStatusReadings,
  tollPlazas,
  walletCreationTimeline,
  type FastagCustomer,
  type TimelineStage,
} from "../../../content/sandbox/fastag";
import { fastagCodeTriggers, type FastagCodeTrigger } from "../../../content/sandbox/fastag-triggers";
import { fastagOperations } from "../../../core/fastag-sandbox/fastag-operations";
import type { FastagOperationId, FastagRuntime } from "../../../core/fastag-sandbox/fastag-runtime";
import type { OperationView, ReferenceView } from "../../../core/openapi/view";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { MemoryStore } from "../../../core/store/memory-store";
import { rechargeWallet } from "../../../core/fastag-sandbox/fastag-flows";
import { fastagSandboxDocs, flowTimeScale } from "./section-data";

/*
 * What the FASTag page says about its sandbox, worded once from the sandbox's published data
 * (content/sandbox/fastag.ts, fastag-triggers.ts, its codes) for the prerendered section and for
 * its Markdown copy. Where the page says what an operation answers, the sandbox's own rules
 * compute it at build time, so the page cannot drift from the sandbox. Text is inline Markdown.
 */

/** A table as inline Markdown cells. */
export type FactsTable = { caption: string; columns: string[]; rows: string[][] };

/** A sandbox operation of the deliveries API the section points to, and where a page documents it. */
export type PushOperation = { method: string; path: string; href?: string };

/** The deliveries API's FASTag operations, once its document has them. */
export type PushLinks = { notificationUrls?: PushOperation; tolls?: PushOperation };

export type FastagSandboxModel = {
  intro: string;
  /** The sandbox's base paths of the two environments it serves, relative to the site's origin. */
  basePaths: string[];
  choices: string;
  headers: { intro: string; table: FactsTable };
  wallets: { intro: string; table: FactsTable };
  vehicles: { intro: string; table: FactsTable; readings: FactsTable; after: string };
  dedupe: { intro: string; table: FactsTable };
  otp: string;
  plazas: { intro: string; table: FactsTable };
  timelines: { intro: string; creation: FactsTable; recharge: FactsTable };
  timeScale: string;
  flows: { intro: string; issuance: string; recharge: string };
  settings: { intro: string; table: FactsTable };
  triggers: { intro: string; table: FactsTable };
  push: string;
  codes: { intro: string; table: FactsTable };
};

const code = (text: string) => `\`${text}\``;
const ownChannel = fastagHeaders.find((header) => header.name === "BANK-CHANNEL-ID")?.value ?? "";
const customerName = (customer: FastagCustomer) => `${customer.firstName} ${customer.lastName}`;

export { rechargeWallet };

/**
 * The sandbox's rules, run on a store of their own: what each published customer and vehicle is
 * answered, as a call from a client of `channelId` would be.
 */
function ruleRunner() {
  const now = Date.now();
  const store = new MemoryStore({ now: () => now });
  return async (operationId: FastagOperationId, body: unknown, channelId = ownChannel) => {
    const runtime: FastagRuntime = {
      now: () => now,
      store,
      data: publishedData,
      channelId,
      timeScale: 1,
      client: "reference-page",
    };
    const { body: answer } = await fastagOperations[operationId].run(body, runtime);
    return answer as { statusCode?: string; data?: Record<string, unknown> };
  };
}

/** A customer the sandbox does not know, standing for "any other customer". */
const otherCustomer: FastagCustomer = {
  firstName: "Other",
  lastName: "Customer",
  mobile: "9000000001",
  dob: "1990-01-01",
};
/** A vehicle the sandbox does not know. */
const newVehicle = "KA00ZZ0000";

function answerText(answer: { statusCode?: string; data?: Record<string, unknown> }): string {
  const walletId = answer.data?.walletId;
  return `${code(answer.statusCode ?? "?")}${typeof walletId === "string" ? ` with ${code("walletId")} ${code(walletId)}` : ""}`;
}

function operationByPath(view: ReferenceView, path: string): OperationView | undefined {
  return view.tags.flatMap((tag) => tag.operations).find((operation) => operation.path === path);
}

/** `/dedupe` as a link to its operation on the reference page. */
function opLink(view: ReferenceView, path: string): string {
  const operation = operationByPath(view, path);
  return operation ? `[${code(path)}](${fastagSandboxDocs.reference}#${operation.anchor})` : code(path);
}

/** Seconds as the page writes them: `30`, `0.33`. */
const secondsText = (seconds: number) => String(Math.round(seconds * 100) / 100);

function timelineTable(caption: string, timeline: readonly TimelineStage[]): FactsTable {
  return {
    caption,
    columns: [
      "From (seconds after acceptance)",
      `With ${code(fastagSettings.timeScaleHeader)} ${flowTimeScale}`,
      "statusCode",
      "statusMessage",
      "What it means",
    ],
    rows: timeline.map((stage) => [
      secondsText(stage.fromSeconds),
      secondsText(stage.fromSeconds / flowTimeScale),
      code(stage.statusCode),
      stage.statusMessage,
      stage.purpose,
    ]),
  };
}

type SettingWording = { name: string; value: string; meaning: string; whose: string };

const sandboxChoice = "The sandbox's choice";
const referenceExample = "The provider's example";
const referenceRule = "As the API says";
const range = (bounds: { min: string | number; max: string | number }) => `${bounds.min} to ${bounds.max}`;

/**
 * Each setting of content/sandbox/fastag.ts in words. A setting without words here is still
 * listed, by its name and value, and a test asks for its words.
 */
export const settingWordings: Partial<Record<keyof typeof fastagSettings | (string & {}), SettingWording>> = {
  otp: {
    name: "OTP",
    value: code(fastagSettings.otp),
    meaning: `The OTP ${code("/validate-otp")} accepts for every mobile; no SMS is sent.`,
    whose: referenceExample,
  },
  otpValidMinutes: {
    name: "OTP validity",
    value: `${fastagSettings.otpValidMinutes} minutes`,
    meaning: `How long an ${code("otpReferenceId")} can be validated (${code("invalid-otp")} after).`,
    whose: sandboxChoice,
  },
  otpAttempts: {
    name: "Wrong OTPs",
    value: String(fastagSettings.otpAttempts),
    meaning: `After this many wrong OTPs even the right one answers ${code("invalid-otp")}; send a new OTP.`,
    whose: sandboxChoice,
  },
  issuanceWindowMinutes: {
    name: "Issuance window",
    value: `${fastagSettings.issuanceWindowMinutes} minutes`,
    meaning: `A new wallet needs a ${code("/dedupe")} of the same mobile and vehicle, and for minimum KYC an OTP validated for the mobile, this recently (${code("not-found")} otherwise; the message says which).`,
    whose: sandboxChoice,
  },
  depositAmount: {
    name: "Security deposit",
    value: code(fastagSettings.depositAmount),
    meaning: `${code("cost.depositAmount")} must be exactly this (${code("invalid-deposit-amount")}); it is the wallet's ${code("sdbalance")}.`,
    whose: referenceExample,
  },
  issuanceAmount: {
    name: "Issuance fee",
    value: code(fastagSettings.issuanceAmount),
    meaning: `${code("cost.issuanceAmount")} must be exactly this (${code("invalid-issuance-amount")}).`,
    whose: referenceExample,
  },
  taxAmount: {
    name: "Tax on the fee",
    value: code(fastagSettings.taxAmount),
    meaning: `${code("cost.taxAmount")} must be exactly this (${code("invalid-tax-amount")}).`,
    whose: referenceExample,
  },
  topupAmount: {
    name: "Opening top-up",
    value: range(fastagSettings.topupAmount),
    meaning: `${code("cost.topupAmount")}: rupees with up to two decimals (${code("invalid-topup-amount")} otherwise); credited when the wallet comes to exist.`,
    whose: sandboxChoice,
  },
  rechargeAmount: {
    name: "Recharge amount",
    value: range(fastagSettings.rechargeAmount),
    meaning: `A recharge's ${code("amount")}: rupees with up to two decimals (${code("recharge-failed")} otherwise).`,
    whose: sandboxChoice,
  },
  walletLimit: {
    name: "Wallet limit",
    value: Object.entries(fastagSettings.walletLimit)
      .map(([kyc, limit]) => `${code(kyc)} ${limit}`)
      .join(", "),
    meaning: `The most a wallet holds by ${code("kycType")}: a recharge beyond it answers ${code("recharge-failed")}.`,
    whose: sandboxChoice,
  },
  thresholdAmount: {
    name: "Threshold",
    value: code(fastagSettings.thresholdAmount),
    meaning: `Every wallet's ${code("thresholdAmount")}: below it, an active tag reads ${code("LOW_BALANCE")} in the NPCI mapper.`,
    whose: sandboxChoice,
  },
  tagSequences: {
    name: "Tags the BC holds",
    value: `${fastagSettings.tagSequences.from} to ${fastagSettings.tagSequences.to}`,
    meaning: `With ${code("toBeShippedByBank")} ${code("false")}, ${code("tagDetails.sequence")} is one of these, and each fits one tag (${code("invalid-tag-seq-number")} otherwise).`,
    whose: sandboxChoice,
  },
  referenceIdPattern: {
    name: "Recharge referenceId",
    value: code(fastagSettings.referenceIdPattern),
    meaning: `1 to 35 letters, digits, ${code("-")} or ${code("_")} (${code("ref-id-not-valid")} otherwise); each is used once (${code("ref-id-not-unique")}).`,
    whose: sandboxChoice,
  },
  mobilePattern: {
    name: "Mobile numbers",
    value: code(fastagSettings.mobilePattern),
    meaning: `Ten digits starting with 6, 7, 8 or 9 (${code("invalid-mobile-number")} otherwise).`,
    whose: sandboxChoice,
  },
  reissuanceWindowSeconds: {
    name: "Reissuance window",
    value: `${fastagSettings.reissuanceWindowSeconds} seconds`,
    meaning: `A second reissuance of the same vehicle within it answers ${code("duplicate-creation-request")}.`,
    whose: sandboxChoice,
  },
  maxLedgerEntries: {
    name: "Ledger entries",
    value: String((fastagSettings as Record<string, unknown>).maxLedgerEntries ?? ""),
    meaning: "The entries a wallet's ledger holds; a recharge or toll beyond them is refused.",
    whose: sandboxChoice,
  },
  maxPageRows: {
    name: "Statement page",
    value: `${fastagSettings.maxPageRows} rows`,
    meaning: `The most a ${code("limit")} of ${code("/toll-transactions")} or ${code("/wallet-transactions")} may ask for.`,
    whose: referenceRule,
  },
  pageLimitPattern: {
    name: "Statement limit",
    value: code(fastagSettings.pageLimitPattern),
    meaning: `A ${code("limit")} is a string of digits from ${code('"1"')} to ${code(`"${fastagSettings.maxPageRows}"`)}, without leading zeros (${code("SANDBOX_INVALID_REQUEST")} otherwise).`,
    whose: sandboxChoice,
  },
  pageOffsetPattern: {
    name: "Statement offset",
    value: code(fastagSettings.pageOffsetPattern),
    meaning: `An ${code("offset")} is a string of digits, any whole number without leading zeros (${code("SANDBOX_INVALID_REQUEST")} otherwise).`,
    whose: sandboxChoice,
  },
  keptHours: {
    name: "Kept for",
    value: `${fastagSettings.keptHours} hours`,
    meaning: "How long the sandbox keeps what you did (wallets, tags, recharges), from your last change.",
    whose: sandboxChoice,
  },
  timeScaleHeader: {
    name: "Time-scale header",
    value: code(fastagSettings.timeScaleHeader),
    meaning: `A sandbox-only header on ${code("/wallet-creation")} and ${code("/recharge")} that runs the request's timeline faster (below).`,
    whose: sandboxChoice,
  },
  timeScale: {
    name: "Time scale",
    value: `${range(fastagSettings.timeScale)} (default ${fastagSettings.timeScale.default})`,
    meaning: `The whole numbers ${code(fastagSettings.timeScaleHeader)} takes; 1 is the published timeline.`,
    whose: sandboxChoice,
  },
  walletIdPrefix: {
    name: "New wallet IDs",
    value: code(fastagSettings.walletIdPrefix),
    meaning: "A wallet you create gets this prefix and random digits, fourteen digits in all.",
    whose: sandboxChoice,
  },
};

function settingRow(key: string, value: unknown): string[] {
  const wording = settingWordings[key];
  if (!wording) return [code(key), code(JSON.stringify(value)), "", sandboxChoice];
  return [wording.name, wording.value, wording.meaning, wording.whose];
}

/** The operation's path as a link to it on this page, its `statusCode`, and how to get it or why it does not come. */
function triggerRow(view: ReferenceView, trigger: FastagCodeTrigger): string[] {
  const how = "notProduced" in trigger ? `**Not produced.** ${trigger.notProduced}` : trigger.trigger;
  return [opLink(view, trigger.path), code(trigger.statusCode), how];
}

function pushText(push: PushLinks | undefined): string {
  const notifications = "[FASTag push notifications](/fastag/push-notifications)";
  const { notificationUrls, tolls } = push ?? {};
  if (!notificationUrls || !tolls)
    return `The sandbox's push notifications are described on ${notifications}.`;
  const link = (operation: PushOperation) =>
    operation.href
      ? `[${code(`${operation.method} ${operation.path}`)}](${operation.href})`
      : code(`${operation.method} ${operation.path}`);
  return `Register your notification URL with ${link(notificationUrls)} (the sandbox's own deliveries API, with the nine headers above): from then on, each toll you book with ${link(tolls)}, as a plaza would, and each recharge or opening top-up credited to your channel's wallets is posted to you as a transaction notification. The notification's fields, its bank variant and its encryption are on ${notifications}.`;
}

/** Everything the section says, from the FASTag document's view, the sandbox's data and its rules. */
export async function fastagSandboxModel(view: ReferenceView, push?: PushLinks): Promise<FastagSandboxModel> {
  const run = ruleRunner();
  const balance = operationByPath(view, "/wallet-balance");
  const exampleUrl = sandboxUrl(balance?.tryIt?.path ?? "/api/mock/wallet-balance");
  const basePaths = ["mock", "uat"].map((env) => `${sandboxMountPath}/api/${env}`);
  const link = (path: string) => opLink(view, path);
  const settings = fastagSettings;

  const walletRows = await Promise.all(
    publishedWallets.map(async (wallet) => {
      const answer = await run("walletBalance", { walletId: wallet.walletId }, wallet.channelId);
      const { balance: usable, odBalance } = answer.data ?? {};
      return [
        code(wallet.walletId),
        `${code(wallet.channelId)}${wallet.channelId === ownChannel ? " (yours)" : " (another channel)"}`,
        code(wallet.kycType),
        `${customerName(wallet.customer)}, mobile ${code(wallet.customer.mobile)}, born ${code(wallet.customer.dob)}`,
        `${code(String(usable))}${odBalance && odBalance !== "0.00" ? `, OD ${code(String(odBalance))}` : ""}`,
        wallet.purpose,
      ];
    }),
  );

  const vehicleStatusText = async (vehicleNumber: string) => {
    const answer = await run("vehicleStatus", { vehicleNumber });
    const { bankStatus, npciMapperStatus } = answer.data ?? {};
    return `${code(answer.statusCode ?? "?")}: ${code(String(bankStatus))}, ${code(String(npciMapperStatus))}`;
  };
  const tagRows = await Promise.all(
    publishedWallets.flatMap((wallet) =>
      wallet.tags.map(async (tag) => [
        code(tag.vehicleNumber),
        tag.vehicleClass,
        `${code(tag.tagId)}, ${tag.state}`,
        code(wallet.walletId),
        await vehicleStatusText(tag.vehicleNumber),
        tag.purpose,
      ]),
    ),
  );
  const statusRows = await Promise.all(
    publishedVehicleStatuses.map(async (vehicle) => [
      code(vehicle.vehicleNumber),
      "",
      "No tag in a sandbox wallet",
      "",
      await vehicleStatusText(vehicle.vehicleNumber),
      vehicle.purpose,
    ]),
  );

  const dedupe = async (customer: FastagCustomer, vehicleNumber: string) =>
    answerText(await run("dedupe", { customer, vehicleNumber }));
  const dedupeRows: string[][] = [];
  for (const wallet of publishedWallets)
    for (const tag of wallet.tags) {
      dedupeRows.push([
        customerName(wallet.customer),
        code(tag.vehicleNumber),
        await dedupe(wallet.customer, tag.vehicleNumber),
      ]);
      dedupeRows.push([
        "Any other customer",
        code(tag.vehicleNumber),
        await dedupe(otherCustomer, tag.vehicleNumber),
      ]);
    }
  for (const vehicle of publishedVehicleStatuses)
    dedupeRows.push([
      "Any customer",
      code(vehicle.vehicleNumber),
      await dedupe(otherCustomer, vehicle.vehicleNumber),
    ]);
  for (const wallet of publishedWallets)
    dedupeRows.push([
      customerName(wallet.customer),
      "A vehicle the sandbox does not know",
      await dedupe(wallet.customer, newVehicle),
    ]);
  dedupeRows.push([
    "A new customer",
    "A vehicle the sandbox does not know",
    await dedupe(otherCustomer, newVehicle),
  ]);

  const classes = [...new Set(tollPlazas.flatMap((plaza) => Object.keys(plaza.tolls)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const creationSeconds =
    walletCreationTimeline.find((stage) => stage.statusCode !== walletCreationTimeline[0].statusCode)
      ?.fromSeconds ?? 0;
  const rechargeSeconds = rechargeTimeline.find((stage) => stage.statusCode === "success")?.fromSeconds ?? 0;
  const generalCodes = `${sandboxDocs.href}#sandbox-codes`;
  const flowOrder = (names: string[]) => names.map(link).join(" → ");

  return {
    basePaths,
    intro: `Every operation of the [FASTag API](${fastagSandboxDocs.reference}) can be tried before you have credentials, against the sandbox this site serves: ${code(`POST ${basePaths[0]}/<operation>`)}, which the consoles call, or ${code(`POST ${basePaths[1]}/<operation>`)}, on this site's origin (for example ${code(`POST ${exampleUrl}`)}). Open an operation's **Try it** console on the API reference page, run the two flows below, or call the sandbox from your own code. Requests are checked against the API's OpenAPI document, and each rule answers with its documented ${code("statusCode")}. ${code(`GET ${sandboxMountPath}`)} lists the operations.`,
    choices: `**The values below are the sandbox's choices** unless a table says otherwise. The host, the header values, limits and timings are issued during onboarding; the sandbox publishes its own so that you can build against them. Every documented outcome answers HTTP 200 with its ${code("statusCode")}; a request refused before the rules gets an HTTP status and a ${code("SANDBOX_")} code (table below). Each client (network address) sees the published data and its own changes only.`,
    headers: {
      intro: `Every call carries the nine headers with the sandbox's values (not secrets); the consoles fill them in. In production ${code("BANK")} is the bank's short name, and the values are issued during onboarding. A missing header answers ${code("SANDBOX_MISSING_FASTAG_HEADERS")}, another value ${code("SANDBOX_INVALID_FASTAG_HEADERS")}.`,
      table: {
        caption: "Sandbox header values",
        columns: ["Header", "Sandbox value", "What it is"],
        rows: fastagHeaders.map((header) => [code(header.name), code(header.value), header.purpose]),
      },
    },
    wallets: {
      intro: `The wallets every client starts with, each with its customer. What you do to them (a recharge, a tag operation) is yours alone; wallets you create join them. Your channel is ${code(ownChannel)}, the ${code("BANK-CHANNEL-ID")} above.`,
      table: {
        caption: "Published wallets",
        columns: ["walletId", "Channel", "kycType", "Customer", "Balance at start", "What it is for"],
        rows: walletRows,
      },
    },
    vehicles: {
      intro: `The published wallets' tags in each state, and vehicles the bank knows without a sandbox wallet, with what ${link("/vehicle-status")} answers for each (${code("bankStatus")}, ${code("npciMapperStatus")}):`,
      table: {
        caption: "Published tags and vehicles",
        columns: ["Vehicle", "Class", "Tag", "Wallet", "/vehicle-status answers", "What it is for"],
        rows: [...tagRows, ...statusRows],
      },
      readings: {
        caption: "How vehicle status reads a tag",
        columns: ["Tag state", "bankStatus", "npciMapperStatus"],
        rows: Object.entries(tagStatusReadings).map(([state, reading]) => [
          state,
          code(reading.bankStatus),
          code(reading.npciMapperStatus),
        ]),
      },
      after: `An active tag reads ${code("LOW_BALANCE")} in the NPCI mapper while its wallet's balance is below ${code(settings.thresholdAmount)}. ${link("/tag-operation")} moves a tag between the states (a closed tag stays closed); any other vehicle answers ${code("SANDBOX_FASTAG_VEHICLE_NOT_FOUND")} with HTTP 404, the sandbox's own code: the operation's only published status code is ${code("vehicle-found")}, and what production answers for an unknown vehicle is issued during onboarding.`,
    },
    dedupe: {
      intro: `${link("/dedupe")} (and ${link("/wallet-status")} before any creation) for the published customers and vehicles, as the sandbox's rules answer them:`,
      table: {
        caption: "What dedupe answers",
        columns: ["Customer", "Vehicle", "Answer"],
        rows: dedupeRows,
      },
    },
    otp: `${link("/generate-otp")} sends no SMS: any mobile the sandbox takes gets an ${code("otpReferenceId")}, and ${link("/validate-otp")} accepts the OTP **${code(settings.otp)}** (the provider's own example) with it, for ${settings.otpValidMinutes} minutes; after ${settings.otpAttempts} wrong OTPs the OTP reference is refused even with the right one. A minimum-KYC wallet creation needs an OTP validated for its mobile.`,
    plazas: {
      intro: `Tolls come from the plazas, not from the API: the sandbox books a toll at one of these plazas, at the toll of the tag's ${code("vehicle.class")} (${code("VC4")} in toll data). A toll beyond the balance leaves the rest in ${code("odBalance")}, which the next recharge recovers first.`,
      table: {
        caption: "Sandbox toll plazas and their tolls by vehicle class",
        columns: [
          "plazaCode",
          "plazaName",
          ...classes.map((vehicleClass) => `VC${vehicleClass}`),
          "What it is for",
        ],
        rows: tollPlazas.map((plaza) => [
          code(plaza.plazaCode),
          plaza.plazaName,
          ...classes.map((vehicleClass) => plaza.tolls[vehicleClass] ?? ""),
          plaza.purpose,
        ]),
      },
    },
    timelines: {
      intro: `Wallet creation and recharge are asynchronous. The sandbox answers the polls by the time since it accepted the call: the wallet exists from the first stage that is not in progress, and a recharge's amount shows in ${code("unclearBalance")} until ${code("success")}. These timings are the sandbox's choice: in production a wallet takes about 30 seconds, and the poll interval is issued during onboarding.`,
      creation: timelineTable(
        "What /wallet-status answers after an accepted wallet creation",
        walletCreationTimeline,
      ),
      recharge: timelineTable("What /recharge-status answers after an accepted recharge", rechargeTimeline),
    },
    timeScale: `**${code(settings.timeScaleHeader)}**, a sandbox-only header on ${link("/wallet-creation")} and ${link("/recharge")}, divides that request's timeline by a whole number from ${settings.timeScale.min} to ${settings.timeScale.max} (${settings.timeScale.default}, the default, is the timeline above). At ${flowTimeScale}, a wallet exists ${secondsText(creationSeconds / flowTimeScale)} second after its creation and a recharge succeeds after ${secondsText(rechargeSeconds / flowTimeScale)} seconds. Another value answers ${code("SANDBOX_INVALID_TIME_SCALE")}. Production does not take it.`,
    flows: {
      intro: `Each button runs a documented flow against the sandbox, shows every call's request and the answer's ${code("statusCode")}. The calls that start a timeline send ${code(`${settings.timeScaleHeader}: ${flowTimeScale}`)}, so a run takes a few seconds instead of ${creationSeconds} or more.`,
      issuance: `**Issuance** for a new customer (the example's name, with a fresh mobile and vehicle number on every run): ${flowOrder(["/dedupe", "/vehicle-status", "/generate-otp", "/validate-otp", "/wallet-creation", "/wallet-status", "/vehicle-status"])}, the documented order. Dedupe answers ${code("not-found")}, vehicle status answers the sandbox's ${code("SANDBOX_FASTAG_VEHICLE_NOT_FOUND")} for the new vehicle (production's code for a vehicle the bank does not know is issued during onboarding), the OTP is ${code(settings.otp)}, the bank ships the tag, ${code("/wallet-status")} is polled through its stages until the wallet exists, and vehicle status shows the active tag.`,
      recharge: `**A recharge** of wallet ${code(rechargeWallet.walletId)}, yours: ${flowOrder(["/wallet-balance", "/recharge", "/recharge-status", "/wallet-balance"])}, with a fresh ${code("referenceId")} on every run. The recharge is ${code("submitted")}, ${code("/recharge-status")} is polled from ${code("recharge-processing")} to ${code("success")}, and the balances show the credit (any ${code("odBalance")} recovered first).`,
    },
    settings: {
      intro: `Everything issued during onboarding, as the sandbox settles it. Each row says whose value it is; production's values are issued during onboarding.`,
      table: {
        caption: "Sandbox settings",
        columns: ["Setting", "Sandbox value", "What it does", "Whose value"],
        rows: Object.entries(settings).map(([key, value]) => settingRow(key, value)),
      },
    },
    triggers: {
      intro: `How to get each documented ${code("statusCode")} from the sandbox on purpose, from its published values. A test replays every trigger against the sandbox, so this table and the sandbox agree; a code the sandbox does not produce says why.`,
      table: {
        caption: "How to get each status code from the sandbox",
        columns: ["Operation", "statusCode", "How to get it"],
        rows: fastagCodeTriggers.map((trigger) => triggerRow(view, trigger)),
      },
    },
    push: pushText(push),
    codes: {
      intro: `The codes only FASTag's sandbox answers, with their HTTP statuses. The sandbox's general codes (${code("SANDBOX_INVALID_REQUEST")}, ${code("SANDBOX_MALFORMED_JSON")} and the others) are listed [with the bill-payment sandbox](${generalCodes}).`,
      table: {
        caption: "FASTag sandbox codes",
        columns: ["Code", "HTTP", "Meaning"],
        rows: sandboxCodesOf("fastag").map((row) => [code(row.code), String(row.status), row.meaning]),
      },
    },
  };
}
