import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { instaCollectBills } from "../../content/sandbox/instacollect";

/*
 * InstaCollect requests the sandbox takes, made from its published data: the bodies the reference
 * page shows for each depth of a direct link, and the documented examples with the values they
 * leave open (`<defaultAmount>`, `<redirectTo>`, a bill the sandbox does not know) filled in.
 */

/** The path names of InstaCollect's link operations, as the try-it console names operations. */
export const linkOperations = ["bill-link", "direct-link"] as const;

/** `150000` paise → `1500.00`, the rupees `defaultAmount` and the webhooks' `amount` are written in. */
export const rupeesText = (paise: number): string => (paise / 100).toFixed(2);

const [firstBill] = instaCollectBills;

/** The biller the examples use: the one of the first published bill, with its category. */
function exampleBiller() {
  const biller = sandboxFixtures.billers.find((entry) => entry.billerId === firstBill?.billerId);
  const category = sandboxFixtures.categories.find((entry) => entry.categoryCode === biller?.categoryCode);
  if (!biller || !category) throw new Error("The first InstaCollect bill names no sandbox biller");
  return { biller, category };
}

/** Where a direct link lands: the hosted page's screens, shallowest first. */
export type LinkDepth = "home" | "billers" | "fetch" | "bill";

/**
 * A direct link's input at each depth, from the sandbox's billers, e.g. for `billers`
 * `{ mobileNumber, categoryName: "Electricity" }`.
 */
export function directLinkDepths(
  mobileNumber: string,
): { depth: LinkDepth; body: Record<string, unknown> }[] {
  const { biller, category } = exampleBiller();
  const home = { mobileNumber };
  const billers = { ...home, categoryName: category.categoryName };
  const fetch = { ...billers, billerId: biller.billerId };
  const bill = { ...fetch, customerParams: biller.exampleParams.map(({ name, value }) => ({ name, value })) };
  return [
    { depth: "home", body: home },
    { depth: "billers", body: billers },
    { depth: "fetch", body: fetch },
    { depth: "bill", body: bill },
  ];
}

const publishedBillIds = new Set(instaCollectBills.map((bill) => bill.billId));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The host the examples write for the partner's own site (`https://partner-host/payment-done`): a
 * stand-in, so the sandbox's examples return the customer to this portal's page instead.
 */
const partnerStandInHost = "partner-host";

const onPartnerStandInHost = (value: unknown): boolean => {
  try {
    return typeof value === "string" && new URL(value).hostname === partnerStandInHost;
  } catch {
    return false;
  }
};

/**
 * A documented request body of `operation` (a path name, e.g. `direct-link`) as the sandbox takes
 * it: a `billId` the sandbox does not publish becomes its first bill's, `<defaultAmount>` the bill
 * amount of the body's biller (or the first bill's) in rupees, `<redirectTo>` or an address on the
 * partner's stand-in host `pageUrl`. Bodies of other operations come back as they are.
 */
export function withInstaCollectSandboxValues(operation: string, body: unknown, pageUrl: string): unknown {
  if (!(linkOperations as readonly string[]).includes(operation) || !isRecord(body)) return body;
  const filled = { ...body };
  if (operation === "bill-link" && firstBill && !publishedBillIds.has(String(filled.billId)))
    filled.billId = firstBill.billId;
  if (filled.defaultAmount === "<defaultAmount>") {
    const biller =
      sandboxFixtures.billers.find((entry) => entry.billerId === filled.billerId) ?? exampleBiller().biller;
    filled.defaultAmount = rupeesText(biller.bill.amount);
  }
  if (filled.redirectTo === "<redirectTo>" || onPartnerStandInHost(filled.redirectTo))
    filled.redirectTo = pageUrl;
  return filled;
}
