import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import { billCodeTriggers } from "../../../content/sandbox/bill-triggers";
import { providerTriggers, type ProviderTriggerRequest } from "../../../content/sandbox/provider-triggers";
import { deviceDetailCodes, otherDeviceDetailCode } from "../../../core/bill-payment/agent-fields";
import { complaintTimeline, unresolvedIssueType } from "../../../core/bill-payment/complaint";
import { contextLifetimeSeconds } from "../../../core/bill-payment/context-chain";
import { paymentStatusTimeline } from "../../../core/bill-payment/payment-status";
import { errorTriggerAnchor } from "../../../core/openapi/anchors";
import type { ReferenceView } from "../../../core/openapi/view";
import { tokenLifetimeSeconds } from "../../../core/sandbox/bearer-token";
import { sandboxBillerDetailValues } from "../../../core/sandbox/biller-detail-values";
import { billFlowOperations } from "../../../core/sandbox/bill-flow";
import { sandboxReportPlaceholders } from "../../../core/sandbox/provider-records";
import { providerCallPaths, providerSandboxCodes } from "../../../core/sandbox/provider-sandbox-codes";
import { maxReportPageSize } from "../../../core/sandbox/report-page";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { sandboxCodes, type SandboxCode } from "../../../core/sandbox/sandbox-codes";
import { maxBodyBytes, maxHeadBytes } from "../../../core/sandbox/sandbox-limits";
import { sandboxMountPath, sandboxServerVariables, sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { fastagSandboxDocs } from "../fastag/section-data";
import { instaCollectSandboxDocs } from "../instacollect/section-data";
import type { BillFlowExamples } from "./BillFlow";

/*
 * What the bill-payment reference's "Sandbox" section says (/testing/bill-payment), worded once from the
 * sandbox's published data for the page (SandboxSection.tsx) and for its Markdown copy
 * (sandbox-markdown.ts). Text is inline Markdown: `code`, **strong**, *emphasis* and [links](href).
 */

/** The biller-details values the sandbox chose, as their types, formats or values are issued during onboarding. */
function billerDetailsValues(): string {
  const values = sandboxBillerDetailValues;
  const json = (value: unknown) => code(JSON.stringify(value));
  const fields = (Object.keys(values) as (keyof typeof values)[])
    .filter((name) => name !== "additionalInfoDataType")
    .map((name) => `${code(name)} ${json(values[name])}`);
  return `${code("biller-details")} answers every documented field. Where the type, format or values are issued during onboarding, every sandbox biller gives the sandbox's own value: ${fields.join(", ")}; ${code("blrAdditionalInfo")} names the entries of the biller's bill ${code("additionalInfo")}, each with ${code("dataType")} ${code(values.additionalInfoDataType)} and ${code("optional")} ${code("true")}.`;
}

/** A table as inline Markdown cells. */
export type FactsTable = {
  caption: string;
  columns: string[];
  rows: string[][];
  /** An id for each row, where pages link to rows one by one. */
  rowIds?: string[];
};

/** The section's headings, shared by the page and its Markdown copy. */
export const billSandboxHeadings = {
  section: { id: "sandbox", text: "Overview" },
  credentials: { id: "sandbox-credentials", text: "Credentials" },
  billers: { id: "sandbox-billers", text: "Billers and customers" },
  triggers: { id: "sandbox-triggers", text: "Every catalogued code, on purpose" },
  flow: { id: "sandbox-flow", text: "Run the whole flow" },
  rules: { id: "sandbox-rules", text: "How the sandbox reads details issued during onboarding" },
  deviceCodes: { id: "sandbox-device-codes", text: "Device detail codes" },
  timing: { id: "sandbox-timing", text: "Statuses over time" },
  provider: { id: "sandbox-provider", text: "Provider APIs: token, transaction status, reports" },
  codes: { id: "sandbox-codes", text: "Sandbox codes" },
} as const;

const code = (text: string) => `\`${text}\``;

/** `["a", "b", "c"]` → "a, b or c". */
const either = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** `["a", "b", "c"]` → "a, b and c". */
const all = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The API's base path in the sandbox, from an operation's try-it path (server variables at their defaults). */
export function sandboxBase(view: ReferenceView): string {
  const operation = view.tags.flatMap((tag) => tag.operations).find((entry) => entry.tryIt);
  if (!operation?.tryIt) return sandboxMountPath;
  return `${sandboxMountPath}${operation.tryIt.path.slice(0, operation.tryIt.path.length - operation.path.length)}`;
}

/** The chain's operations with their documented examples, when the document has all four. */
export function billFlowExamples(view: ReferenceView): BillFlowExamples | undefined {
  const operations = view.tags.flatMap((tag) => tag.operations);
  const examples: Partial<BillFlowExamples> = {};
  for (const name of billFlowOperations) {
    const tryIt = operations.find((operation) => operation.tryIt?.path.endsWith(`/${name}`))?.tryIt;
    if (!tryIt) return undefined;
    const { path, ...request } = tryIt;
    examples[name] = { method: "POST", url: sandboxUrl(path), ...request };
  }
  return examples as BillFlowExamples;
}

/**
 * The codes for problems with a request as such (its path, method, credentials, token and body),
 * whose HTTP statuses the callout lists; each status is the code's own in `sandboxCodes`.
 */
const transportCodes: readonly SandboxCode[] = [
  "SANDBOX_UNKNOWN_OPERATION",
  "SANDBOX_METHOD_NOT_ALLOWED",
  "SANDBOX_MISSING_CREDENTIALS",
  "SANDBOX_INVALID_CREDENTIALS",
  "SANDBOX_TOKEN_MISSING",
  "SANDBOX_TOKEN_INVALID",
  "SANDBOX_TOKEN_EXPIRED",
  "SANDBOX_TOKEN_WRONG_API",
  "SANDBOX_MALFORMED_JSON",
  "SANDBOX_INVALID_REQUEST",
  "SANDBOX_UNSUPPORTED_MEDIA_TYPE",
  "SANDBOX_BODY_TOO_LARGE",
  "SANDBOX_HEADERS_TOO_LARGE",
];

/** The HTTP statuses of the transport codes, e.g. `[400, 401, 403, …]`. */
export const transportStatuses: readonly number[] = [
  ...new Set(transportCodes.map((name) => sandboxCodes[name].status)),
].sort((a, b) => a - b);

const timing = (stages: readonly { fromSeconds: number; label: string }[]) =>
  stages.map((stage) => `${stage.label} from ${stage.fromSeconds} s`).join(", then ");

const tokenFrom: Record<NonNullable<ProviderTriggerRequest["token"]>, string> = {
  status: "with a token from the status API's credentials",
  reports: "with a token from the reports API's credentials",
};

export type BillSandboxModel = {
  intro: string;
  /** The callout: HTTP statuses are the sandbox's own. */
  callout: { label: string; title: string; text: string };
  credentials: { intro: string; table: FactsTable };
  billers: { table: FactsTable; after: string };
  triggers: { intro: string; table: FactsTable };
  /** The context chain the page runs in one click, e.g. "`bill-fetch-request` → …". */
  flow: { chain: string; intro: string };
  rules: string[];
  deviceCodes: { intro: string; table: FactsTable };
  timing: string[];
  provider: {
    intro: string;
    triggersIntro: string;
    triggers: FactsTable;
    codesIntro: string;
    codes: FactsTable;
    placeholders: string;
    payments: string;
  };
  codes: { summary: string; table: FactsTable; after: string };
};

/** The provider APIs' part of the section: credentials, data, triggers and the sandbox codes they answer. */
export function providerSandboxModel(): BillSandboxModel["provider"] {
  const { provider } = sandboxFixtures;
  const { status, reports } = provider.credentials;
  const paidOn = provider.reportRecords.map((record) => record.payment.date.slice(0, 10)).sort();
  const placeholders = sandboxReportPlaceholders;
  const paths = Object.values(providerCallPaths).map((path) => code(`${sandboxMountPath}${path}`));
  return {
    intro: `At ${all(paths)}. Tokens expire after ${tokenLifetimeSeconds} seconds; the status API takes a token issued for ${code("clientID")} ${code(status.clientID)} and ${code("secret")} ${code(status.secret)}, the reports API one issued for ${code("email")} ${code(reports.email)}, ${code("password")} ${code(reports.password)}, ${code("otp")} ${code(reports.otp)} and ${code("grant_type")} ${code(reports.grant_type)}. Reports hold ${provider.reportRecords.length} records of biller ${code(provider.reportRecords[0]?.BBPS.BBPSBillerID ?? "")}, paid from ${paidOn[0]} to ${paidOn.at(-1)} (IST); ${code("limit")} is 1 to ${maxReportPageSize}. Cursors are signed like contexts: ${code("cursor")} takes a ${code("nextCursor")} or ${code("previousCursor")} the sandbox returned, and any other value answers ${code("SANDBOX_INVALID_CURSOR")}.`,
    triggersIntro: "Each documented answer, on purpose:",
    triggers: {
      caption: "Provider API triggers",
      columns: ["To get", "Call", "Send"],
      rows: providerTriggers.map((trigger) => [
        trigger.answer,
        code(`POST ${sandboxMountPath}${trigger.request.path}`),
        `${code(JSON.stringify(trigger.request.body))}${trigger.request.token ? ` ${tokenFrom[trigger.request.token]}` : ""}${trigger.alsoWith ? `. ${trigger.alsoWith}` : ""}`,
      ]),
    },
    codesIntro: `When the sandbox refuses a call to these APIs, it answers with one of its own codes and that code's HTTP status: production's statuses and codes are issued during onboarding. Their meanings are in [${billSandboxHeadings.codes.text}](#${billSandboxHeadings.codes.id}).`,
    codes: {
      caption: "Sandbox codes of the provider APIs",
      columns: ["Code", "HTTP", "Calls"],
      rows: providerSandboxCodes.map((entry) => [
        code(entry.code),
        String(sandboxCodes[entry.code].status),
        entry.calls.map((call) => code(providerCallPaths[call])).join(", "),
      ]),
    },
    placeholders: `Report records carry every field of the documented example. Where the documents show no value, the sandbox writes a placeholder: ${code("directBillChannel")} ${code(placeholders.directBillChannel)} (its description says it is a placeholder), ${code("type")} ${code(placeholders.type)}, ${code("billerApprovalRefNum")} ${code(placeholders.billerApprovalRefNumPrefix)} and ${code("OrigRefID")} ${code(placeholders.origRefIdPrefix)} followed by the ${code("txnReferenceId")}, and ${code("AgentID")} ${code(placeholders.agentId)} where the sandbox does not know the payment's agent, as on the published records. The payment flags (${code("offUsPay")}, ${code("quickPay")} and ${code("splitPay")}, and ${code("OFFUSPay")}, ${code("quickPay")} and ${code("splitPay")} in transaction status) are ${code("false")} and ${code("splitPayAmount")} is ${code("0")} on every sandbox payment: the sandbox's choice, as their types and values are issued during onboarding. A record's ${code("bill.additionalInfo")} is ${code("[]")} and its ${code("payment.amount")} is written as ${code("bill.amount")} is (${code("currencyCode")} and ${code("value")}), as their shapes are issued during onboarding. The published ${code("FAILED")} record carries ${code("failureReason")} ${code(placeholders.failureReason)}, ${code("postingErrorCode")} ${code(placeholders.postingErrorCode)} and their descriptions, placeholders like the others; a successful record leaves them out.`,
    payments: `Payments you make with ${code("make-payment")} show there too: transaction status finds one by the ${code("txnId")} that ${code("get-payment-status")} returns (PROCESSING PENDING until the payment is Executed, then SUCCESSFUL), and reports list it under its biller's ${code("billerId")} as ${code("bbpsBillerID")}, with ${code("settlements")} null until the payment is Settled. This mapping between the bill-payment API's statuses and the provider's is the sandbox's own choice; production's is issued during onboarding. Payments are kept for 24 hours.`,
  };
}

/**
 * Everything the section says, for the bill API whose sandbox base path is `base`
 * (`sandboxBase(view)`), from the fixtures, rules and codes the sandbox runs.
 */
export function billSandboxModel(base: string): BillSandboxModel {
  const { couCredentials, billers, categories, billScenarios } = sandboxFixtures;
  const generalCodes = sandboxCodesOf("general");
  const notProduced = billCodeTriggers.filter((trigger) => "notProduced" in trigger).length;
  const withoutBillers = categories
    .map((category) => category.categoryCode)
    .filter((category) => !billers.some((biller) => biller.categoryCode === category));
  const deviceCodes = Object.values(deviceDetailCodes);
  return {
    intro: `Every operation of the [bill-payment API](/cou/api) and of the provider's [transaction status](/bbps/transactionAPI) and [reports](/bbps/reportsAPI) APIs can be tried before you have credentials, against the sandbox this site serves at ${code(base)} (for example ${code(`POST ${base}/bill-fetch-request`)}): open an operation's **Try it** console on its reference, or call the sandbox from your own code on this origin. The sandbox's ${code("{env}")} segment is ${code(sandboxServerVariables.env ?? "")}, its own choice (production's values are issued during onboarding). Requests are validated against the API's OpenAPI document, and each documented rule answers with its documented code. ${code(`GET ${sandboxMountPath}`)} lists the operations.`,
    callout: {
      label: "HTTP statuses in the sandbox",
      title: "HTTP statuses are the sandbox's own.",
      text: `The bill API's HTTP statuses are issued during onboarding. The sandbox answers every documented outcome, success or catalogued code, with HTTP 200 and the code in ${code("statusCode")}; transport problems get ${either(transportStatuses.map(String))} with a ${code("SANDBOX_")} code (table below). Production's HTTP statuses, header names and credential values are issued during onboarding.`,
    },
    credentials: {
      intro: "The seven credential headers, with the sandbox's published values (not secrets):",
      table: {
        caption: "Sandbox credential headers",
        columns: ["Header", "Credential", "Sandbox value"],
        rows: couCredentials.map((header) => [code(header.name), header.label, code(header.value)]),
      },
    },
    billers: {
      table: {
        caption: "Sandbox billers",
        columns: ["billerId", "Category", "Exactness", "Customer parameters (example)", "What it shows"],
        rows: billers.map((biller) => [
          code(biller.billerId),
          `${biller.categoryCode} ${categories.find((c) => c.categoryCode === biller.categoryCode)?.categoryName ?? ""}`,
          biller.exactness,
          biller.exampleParams.map((param) => `${param.name}: ${param.value}`).join("; "),
          biller.purpose,
        ]),
      },
      after: [
        `Bills are in paise. Any customer parameter value that matches the biller's rules returns its bill, except these, which make ${code("get-fetched-bill")} fail: ${billScenarios
          .map((scenario) => `${code(scenario.value)} → ${code(scenario.code)} (${scenario.description})`)
          .join("; ")}.`,
        withoutBillers.length > 0
          ? `${withoutBillers.length === 1 ? "Category" : "Categories"} ${all(withoutBillers)} ${withoutBillers.length === 1 ? "has" : "have"} no billers (${code("biller-list")} answers ${code("ERR000")}).`
          : "",
        billerDetailsValues(),
      ]
        .filter(Boolean)
        .join(" "),
    },
    triggers: {
      intro: `Each code of the bill API's error catalogue, with what to send to get it from the sandbox. Send the seven credential headers as usual; the billers and values named here are listed above. ${notProduced} codes have no request that could produce them, and the table says why.`,
      table: {
        caption: "How to get each catalogued code from the sandbox",
        rowIds: billCodeTriggers.map((trigger) => errorTriggerAnchor(trigger.code, trigger.group)),
        columns: ["Code", "Group", "How to get it"],
        rows: billCodeTriggers.map((trigger) => [
          code(trigger.code),
          trigger.group,
          "notProduced" in trigger ? `**Not produced:** ${trigger.notProduced}` : trigger.trigger,
        ]),
      },
    },
    flow: {
      chain: billFlowOperations.map(code).join(" → "),
      intro: `each call taking the ${code("context")} the one before returned, and the payment a fresh ${code("referenceId")}`,
    },
    rules: [
      `Checks run in this order: credential headers, then the body (size up to ${maxBodyBytes / 1024} KiB, ${code("Content-Type: application/json")}, valid JSON), then the fields that have a documented code, then the schema, then the rules against the sandbox's data. Before any of them, the request line and headers together may take up to ${maxHeadBytes / 1024} KiB (${code("SANDBOX_HEADERS_TOO_LARGE")} beyond).`,
      `An empty body, or one of whitespace only, reads as ${code("{}")} in every API: each field is missing, so each gets what a missing field gets (below), such as ${code("ERR100")} from the bill API and ${code("SANDBOX_INVALID_REQUEST")} listing the missing fields from the token API.`,
      `A missing required field gets its documented code (${code("ERR100")}, ${code("ERR104")}, ${code("ERRAGT")}, ${code("ERR154")}); one without a code gets ${code("SANDBOX_INVALID_REQUEST")}. ${code("biller-details")} uses the Fields codes (${code("ERR154")}, ${code("ERR155")}).`,
      `Mobile numbers (${code("ERR112")}) are ten digits starting with 6, 7, 8 or 9. Unknown billers, or billers of another category, are ${code("ERR155")}; an unknown category on ${code("bill-fetch-request")} is ${code("ERR000")}.`,
      `Amounts are whole paise (a number or a string of digits), checked against the biller's exactness and its limits for the agent's channel; ${code("txnMode")} must be one of the biller's ${code("blrPaymentModes")} (${code("SANDBOX_PAYMENT_MODE_NOT_ACCEPTED")}). Card expiry (${code("ERR184")}, ${code("ERR179")}, ${code("ERR180")}, as ${code("MMYY")}) applies to the credit-card biller's *Card Expiry* parameter; the field production reads a card expiry from is issued during onboarding. A customer parameter that breaks the biller's length or regex makes ${code("get-fetched-bill")} answer ${code("BFR001")}.`,
      `Contexts and complaint references are signed tokens that carry their own state. A context the sandbox did not issue is ${code("ERR181")}, one older than ${contextLifetimeSeconds / 60} minutes ${code("ERR182")}, one from another step of the chain ${code("ERR183")}. A reused ${code("referenceId")} is ${code("AM05")}, and so is a bill paid twice: a fetch gives one bill (its ${code("billNumber")}), which is paid once however many bill contexts ${code("get-fetched-bill")} gives for it, whatever the biller's exactness. A new ${code("bill-fetch-request")} fetches the customer's bill afresh, with a new bill number. A ${code("referenceId")} sent empty or as spaces is ${code("SANDBOX_INVALID_REQUEST")}. ${code("get-payment-status")} with a context that paid nothing answers ${code("ERR000")}.`,
      `Dates the sandbox writes or reads (bill dates, complaint ${code("txnDate")}, report filters) are ${code("YYYY-MM-DD")}, in IST for filters and complaints. Values of fields whose format is issued during onboarding are sandbox placeholders.`,
    ],
    deviceCodes: {
      intro: `${code(deviceCodes[0] ?? "")}–${code(otherDeviceDetailCode)} are the codes for missing device details. Which code goes with which field is issued during onboarding, so the table is the sandbox's own mapping. With several fields missing, the first one's code answers and ${code("statusMessage")} lists them all.`,
      table: {
        caption: "Sandbox device detail codes",
        columns: ["Missing agent field", "Code"],
        rows: [
          ...Object.entries(deviceDetailCodes).map(([field, device]) => [code(field), code(device)]),
          ["any other field the mapping names", code(otherDeviceDetailCode)],
        ],
      },
    },
    timing: [
      `Payment status after ${code("make-payment")}: ${timing(
        paymentStatusTimeline.map((stage) => ({ fromSeconds: stage.fromSeconds, label: stage.state })),
      )}. Authorization Awaited and Cancelled are not reached.`,
      `Complaint status after ${code("raise-complaint")}: ${timing(
        complaintTimeline("").map((stage) => ({ fromSeconds: stage.fromSeconds, label: stage.state.status })),
      )} (UNRESOLVED instead for “${unresolvedIssueType}”).`,
    ],
    provider: providerSandboxModel(),
    codes: {
      summary: `The ${generalCodes.length} codes only the sandbox answers, with their HTTP statuses`,
      table: {
        caption: "Codes only the sandbox answers",
        columns: ["Code", "HTTP", "Meaning"],
        rows: generalCodes.map((entry) => [code(entry.code), String(entry.status), entry.meaning]),
      },
      after: `[InstaCollect's](${instaCollectSandboxDocs.href}#sandbox-codes) and [FASTag's](${fastagSandboxDocs.href}#sandbox-codes) codes are on their own pages.`,
    },
  };
}
