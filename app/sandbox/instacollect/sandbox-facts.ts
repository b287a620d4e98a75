import { deliverySettings } from "../../../content/sandbox/deliveries";
import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import { instaCollectBills, instaCollectSettings } from "../../../content/sandbox/instacollect";
import { operationAnchor } from "../../../core/openapi/anchors";
import type { OperationView, ReferenceView } from "../../../core/openapi/view";
import { directLinkDepths, rupeesText, type LinkDepth } from "../../../core/sandbox/instacollect-examples";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { deliveriesPage, sectionHeadings as deliveriesHeadings } from "../deliveries/section-data";
import { instaCollectSandboxDocs } from "./section-data";

/*
 * What the InstaCollect page says about its sandbox, worded once from the sandbox's published data
 * (content/sandbox/instacollect.ts, deliveries.ts, fixtures.ts, its codes) for the prerendered
 * section and for its Markdown copy. Text is inline Markdown, rendered at build time.
 */

/** A table as inline Markdown cells. */
export type FactsTable = { caption: string; columns: string[]; rows: string[][] };

/** One depth of a direct link: where it lands, the input, and the body that gets there. */
export type DepthFact = { depth: LinkDepth; landsOn: string; input: string; body: Record<string, unknown> };

export type InstaCollectSandboxModel = {
  intro: string;
  /** The two operations' sandbox URLs, relative to the site's origin. */
  sandboxUrls: string[];
  /** What the sandbox chose, and that production's values are issued during onboarding. */
  choices: string;
  credentials: { intro: string; table: FactsTable };
  bills: { intro: string; table: FactsTable };
  depths: { intro: string; rows: DepthFact[] };
  rules: string[];
  sessions: string[];
  webhooks: { intro: string; fields: string[]; after: string[] };
  codes: { intro: string; table: FactsTable };
};

const code = (text: string) => `\`${text}\``;

/** The published bills whose payment fails, as a bill link and as a direct link names them. */
function failingText(): string {
  return instaCollectBills
    .filter((bill) => bill.paymentFails)
    .map(
      (bill) =>
        `bill ${code(bill.billId)}, or on a direct link ${billerText(bill.billerId)} with ${bill.customerParams
          .map((param) => `${param.name} ${code(param.value)}`)
          .join(", ")}`,
    )
    .join("; or ");
}

/** `BILLER000001` → `` `BILLER000001` (Example Power Distribution Ltd) ``. */
function billerText(billerId: string): string {
  const biller = sandboxFixtures.billers.find((entry) => entry.billerId === billerId);
  return biller ? `${code(billerId)} (${biller.name})` : code(billerId);
}

function linkOperation(view: ReferenceView, path: string): OperationView {
  const operation = view.tags.flatMap((tag) => tag.operations).find((entry) => entry.path === path);
  if (!operation?.tryIt) throw new Error(`The InstaCollect document has no operation at ${path}`);
  return operation;
}

/** The documented request example's value of a field, e.g. the bill link's `mobileNumber`. */
function documentedValue(operation: OperationView, field: string): string {
  const json = operation.requestBody?.examples[0]?.json;
  const value = json ? (JSON.parse(json) as Record<string, unknown>)[field] : undefined;
  if (typeof value !== "string") throw new Error(`${operation.id}'s example has no ${field}`);
  return value;
}

/**
 * Where each depth lands, as the document's landing table words it (`x-tables`
 * `direct-link-landing`, shallowest first), with the input that gets there from the sandbox's billers.
 */
function depthFacts(view: ReferenceView, mobileNumber: string): DepthFact[] {
  const landing = view.tables.find((table) => table.id === "direct-link-landing");
  const depths = directLinkDepths(mobileNumber);
  if (landing?.rows.length !== depths.length)
    throw new Error("The direct-link landing table and the sandbox's depths differ");
  return depths.map((entry, index) => {
    const [input = "", landsOn = ""] = landing.rows[index] ?? [];
    return { depth: entry.depth, landsOn, input, body: entry.body };
  });
}

/** Everything the section says, from the InstaCollect document's view and the sandbox's data. */
export function instaCollectSandboxModel(view: ReferenceView): InstaCollectSandboxModel {
  const billLink = linkOperation(view, "/bill-link");
  const directLink = linkOperation(view, "/direct-link");
  const urlOf = (operation: OperationView) => sandboxUrl(operation.tryIt?.path ?? operation.path);
  const opLink = (operation: OperationView) =>
    `[${code(operation.path.slice(1))}](${instaCollectSandboxDocs.reference}#${operationAnchor(operation.id)})`;
  const settings = instaCollectSettings;
  const { paymentStatus } = settings;
  const webhooks = `${sandboxMountPath}/instacollect/webhook-urls`;
  const refunds = `${sandboxMountPath}/instacollect/refunds`;
  const registration = `${deliveriesPage}#${deliveriesHeadings.webhooks.id}`;
  const generalCodes = `${sandboxDocs.href}#sandbox-codes`;
  const exampleAmount = rupeesText(
    sandboxFixtures.billers.find((biller) => biller.billerId === instaCollectBills[0]?.billerId)?.bill
      .amount ?? 0,
  );

  return {
    sandboxUrls: [urlOf(billLink), urlOf(directLink)],
    intro: `Both operations of the [InstaCollect API](${instaCollectSandboxDocs.reference}) can be tried before you have credentials, against the sandbox this site serves: ${code(`POST ${urlOf(billLink)}`)} and ${code(`POST ${urlOf(directLink)}`)} on this site's origin. Open an operation's **Try it** console on the API reference page, or call them from your own code. Each answers HTTP 200 with ${code("link")} and ${code("sessionId")}; the ${code("link")} opens the sandbox's hosted payment page, ${code(`${settings.payPagePath}?link=<id>`)} on the same origin, where no money moves.`,
    choices: `**The values below are the sandbox's choices.** InstaCollect's host, credentials, inactivity timeout, status values and error codes are issued during onboarding; the sandbox publishes its own so that you can build against them. A request the sandbox refuses gets an HTTP status and a ${code("SANDBOX_")} code (table below).`,
    credentials: {
      intro: `Both calls take the two credential headers with the sandbox's published values (not secrets). The sandbox sends the same two headers on the webhooks it makes to you.`,
      table: {
        caption: "Sandbox credential headers",
        columns: ["Header", "Sandbox value"],
        rows: deliverySettings.instaCollectCredentials.map((header) => [
          code(header.name),
          code(header.value),
        ]),
      },
    },
    bills: {
      intro: `${opLink(billLink)} takes one of these ${code("billId")}s, each a bill of a bill-payment sandbox biller, so both sandboxes answer the same customer the same way:`,
      table: {
        caption: "Sandbox bills",
        columns: ["billId", "Biller", "What the customer sees", "Payment fails"],
        rows: instaCollectBills.map((bill) => [
          code(bill.billId),
          billerText(bill.billerId),
          bill.outcome,
          bill.paymentFails ? `Yes: ${code("paymentStatus")} ${code(paymentStatus.failure)}` : "No",
        ]),
      },
    },
    depths: {
      intro: `How much input ${opLink(directLink)} is given decides where the customer lands. Each example below uses the sandbox's billers (categories and billers as [${code("biller-list")}](${sandboxDocs.href.replace(/#.*$/, "")}#sandbox-billers) lists them) and runs as it stands:`,
      rows: depthFacts(view, documentedValue(directLink, "mobileNumber")),
    },
    rules: [
      `${opLink(billLink)}: the sandbox requires both ${code("billId")} and ${code("mobileNumber")} (${code("SANDBOX_INVALID_REQUEST")} names the one missing); a ${code("billId")} it does not publish is ${code("SANDBOX_UNKNOWN_BILL")}.`,
      `${opLink(directLink)}: the input may not skip a level (${code("billerId")} needs ${code("categoryName")}, ${code("customerParams")} need ${code("billerId")}; otherwise ${code("SANDBOX_INCOMPLETE_LINK_INPUT")}). An unknown category is ${code("SANDBOX_UNKNOWN_CATEGORY")}, a biller that is not a sandbox biller of that category ${code("SANDBOX_UNKNOWN_BILLER")}, and ${code("customerParams")} must meet the biller's rules (${code("SANDBOX_INVALID_CUSTOMER_PARAMS")}).`,
      `Mobile numbers (${code("mobileNumber")}, ${code("agentMobileNumber")}) are ten digits starting with 6, 7, 8 or 9 (${code("SANDBOX_INVALID_MOBILE_NUMBER")}). The page shows ${code("agentMobileNumber")} to the customer.`,
      `${code("defaultAmount")} is in rupees: a number, or a string of digits with up to two decimals, above zero (for example ${code(exampleAmount)}; otherwise ${code("SANDBOX_INVALID_DEFAULT_AMOUNT")}). The page prefills the amount with it where the biller's exactness lets the customer change the amount; with ${code("EXACT")} the bill amount stands.`,
      `${code("redirectTo")} is an absolute http or https URL (${code("SANDBOX_INVALID_REDIRECT")} otherwise); the page sends the customer there ${settings.redirectSeconds} seconds after the payment's result.`,
      `Payments on the page use payment channel ${code(settings.paymentChannel)}, with the biller's limits for it, and the biller's payment modes.`,
    ],
    sessions: [
      `**A link opens once.** Opening it again shows that it has already been used (${code("SANDBOX_LINK_USED")}), so open a fresh link for each try.`,
      `**A link's id reveals nothing**: it is sealed with the sandbox's secret, so neither your network address nor the customer's mobile number can be read from it, and a changed id does not open (${code("SANDBOX_LINK_NOT_FOUND")}).`,
      `**The page's own calls** open the link (${code(`POST ${sandboxMountPath}/instacollect/links/{linkId}/open`)}, which answers the session's key), then read the session, fetch the bill and pay it (${code(`${sandboxMountPath}/instacollect/sessions/{sessionId}`)}, ${code("/bill")} and ${code("/payment")}, each with ${code("x-session-key")}). They are the sandbox's own, in its deliveries API document and in ${code(`GET ${sandboxMountPath}`)}; you need not call them.`,
      `**A session stays on what its link lands on.** A bill link's page fetches that bill only, a biller's link that biller's bills, a category's link that category's billers; any other biller, or another customer of a bill link's biller, is ${code("ERR155")} on the page.`,
      `**Inactivity window: ${settings.inactivityMinutes} minutes**, the sandbox's choice (production's timeout is issued during onboarding). A session ends after ${settings.inactivityMinutes} minutes without a call from the page, counted from the link's creation until it opens; an ended session says so (${code("SANDBOX_SESSION_EXPIRED")}).`,
      `**${code(settings.sessionTimeoutHeader)}**, a sandbox-only header on link creation, shortens the window to a number of seconds from ${settings.sessionTimeoutSeconds.min} to ${settings.sessionTimeoutSeconds.max}, so a test can watch a session end (${code("SANDBOX_INVALID_SESSION_TIMEOUT")} otherwise). Production does not take it.`,
      `Links, sessions and payments can be read for ${settings.keptHours} hours.`,
    ],
    webhooks: {
      intro: `Register your webhooks' base URL, in [the deliveries console](${registration}) or with ${code(`POST ${webhooks}`)} and the credential headers. Every payment on a link you create from the same network address then leads to a **payment event** at ${code("{baseUrl}/webhooks/payment-event")}, with these fields:`,
      fields: [
        `${code("orderId")}: in the sandbox, the link's ${code("sessionId")}.`,
        `${code("transactionId")}: the sandbox's id of the payment.`,
        `${code("paymentDateTime")}: UTC, ${code("YYYY-MM-DD HH:MM:SS")}.`,
        `${code("amount")}: rupees with two decimals, as a string (${code(exampleAmount)}).`,
        `${code("paymentMode")}: the mode the customer chose on the page (for example ${code(deliverySettings.sampleValues.instaCollectPaymentMode)}).`,
        `${code("paymentStatus")}: ${code(paymentStatus.success)} or ${code(paymentStatus.failure)}, the sandbox's values. To rehearse a failed payment, pay ${failingText()}; the payment page states it on that biller's form and bill.`,
      ],
      after: [
        `**Refunds** in the sandbox are its own trigger (how refunds are started in production is issued during onboarding): ${code(`POST ${refunds}`)} with the payment's ${code("orderId")} refunds a successful payment once, for the client that created its link only (to another, the payment is ${code("SANDBOX_PAYMENT_NOT_FOUND")}), and sends the **refund event** to ${code("{baseUrl}/webhooks/refund-event")}, with ${code("refundStatus")} ${code(settings.refundStatus)} (the sandbox's value) and ${code("refundDateTime")} in UTC.`,
        `The webhooks count as delivered when you reply with status ${code("acknowledged")}; how the sandbox retries, and each attempt's log, are on [the deliveries page](${deliveriesPage}).`,
      ],
    },
    codes: {
      intro: `The codes only InstaCollect's sandbox answers. The sandbox's general codes (${code("SANDBOX_INVALID_REQUEST")}, ${code("SANDBOX_MALFORMED_JSON")} and the others) are listed [with the bill-payment sandbox](${generalCodes}).`,
      table: {
        caption: "InstaCollect sandbox codes",
        columns: ["Code", "HTTP", "Meaning"],
        rows: sandboxCodesOf("instacollect").map((row) => [code(row.code), String(row.status), row.meaning]),
      },
    },
  };
}
