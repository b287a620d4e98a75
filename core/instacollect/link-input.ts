import { instaCollectBills, instaCollectSettings } from "../../content/sandbox/instacollect";
import { checkCustomerParams } from "../bill-payment/customer-params";
import { mobileNumberPattern } from "../bill-payment/mobile-number";
import type { RequestProblem } from "../sandbox/reply";
import type { SandboxCode } from "../sandbox/sandbox-codes";
import type { CouSandboxData } from "../sandbox/sandbox-data";
import type { Landing } from "./hosted-page-api";

/**
 * What `bill-link` and `direct-link` accept beyond their schemas, and where each link lands. The
 * API leaves these rules open; the sandbox's are published on the InstaCollect page.
 */

/** Everything a link remembers of its input. Amounts in paise. */
export type LinkSpec = {
  mobileNumber: string;
  agentMobileNumber?: string;
  landing: Landing;
  defaultAmount?: number;
  redirectTo?: string;
};

export type LinkInputCheck =
  { ok: true; spec: LinkSpec } | { ok: false; code: SandboxCode; detail: string; errors: RequestProblem[] };

type Body = Record<string, unknown>;

const refuse = (code: SandboxCode, path: string, message: string): LinkInputCheck => ({
  ok: false,
  code,
  detail: `${path.slice(1)}: ${message}`,
  errors: [{ path, message }],
});

const defaultAmountPattern = new RegExp(instaCollectSettings.defaultAmountPattern);

/** Rupees (`499`, `"499.50"`, `499.5`) in paise, or undefined when it is not a positive amount. */
export function rupeesToPaise(value: unknown): number | undefined {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || !defaultAmountPattern.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return paise > 0 ? paise : undefined;
}

/** An absolute http(s) URL without credentials, at most 2,000 characters. */
export function isRedirectUrl(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The fields both operations share: the customer's and the agent's mobile numbers. The agent's may
 * be left out. With `stringsOnly`, only strings are checked: the schema answers the rest.
 */
function checkMobiles(body: Body, stringsOnly = false): LinkInputCheck | undefined {
  for (const field of ["mobileNumber", "agentMobileNumber"] as const) {
    const value = body[field];
    if (stringsOnly && typeof value !== "string") continue;
    if (value === undefined && field === "agentMobileNumber") continue;
    if (typeof value !== "string" || !mobileNumberPattern.test(value))
      return refuse(
        "SANDBOX_INVALID_MOBILE_NUMBER",
        `/${field}`,
        "must be ten digits starting with 6, 7, 8 or 9.",
      );
  }
  return undefined;
}

const mobiles = (body: Body) => ({
  mobileNumber: body.mobileNumber as string,
  ...(typeof body.agentMobileNumber === "string" ? { agentMobileNumber: body.agentMobileNumber } : {}),
});

/** `bill-link`'s fields the sandbox requires (its schema says so too), each named where it is missing. */
function missingBillLinkFields(body: Body): LinkInputCheck | undefined {
  const missing = (["billId", "mobileNumber"] as const).filter((field) => body[field] === undefined);
  if (missing.length === 0) return undefined;
  return {
    ok: false,
    code: "SANDBOX_INVALID_REQUEST",
    detail: `The sandbox needs ${missing.join(" and ")}.`,
    errors: missing.map((field) => ({
      path: `/${field}`,
      message: `${field} is required by the sandbox.`,
    })),
  };
}

/** `bill-link`: a published bill id and the customer's mobile number, both required by the sandbox. */
export function checkBillLinkInput(body: Body, data: Pick<CouSandboxData, "billers">): LinkInputCheck {
  const missing = missingBillLinkFields(body);
  if (missing) return missing;
  const mobile = checkMobiles(body);
  if (mobile) return mobile;
  const bill = instaCollectBills.find((candidate) => candidate.billId === body.billId);
  const biller = bill && data.billers.find((candidate) => candidate.billerId === bill.billerId);
  if (!bill || !biller)
    return refuse("SANDBOX_UNKNOWN_BILL", "/billId", `${String(body.billId)} is not a sandbox bill.`);
  return {
    ok: true,
    spec: {
      ...mobiles(body),
      landing: {
        screen: "bill",
        categoryCode: biller.categoryCode,
        billerId: biller.billerId,
        customerParams: bill.customerParams.map(({ name, value }) => ({ name, value })),
      },
    },
  };
}

/** `direct-link`: the deeper the input, the further in the customer lands. */
export function checkDirectLinkInput(
  body: Body,
  data: Pick<CouSandboxData, "categories" | "billers">,
): LinkInputCheck {
  const mobile = checkMobiles(body);
  if (mobile) return mobile;
  if (body.billerId !== undefined && body.categoryName === undefined)
    return refuse("SANDBOX_INCOMPLETE_LINK_INPUT", "/categoryName", "is needed with billerId.");
  if (body.customerParams !== undefined && body.billerId === undefined)
    return refuse("SANDBOX_INCOMPLETE_LINK_INPUT", "/billerId", "is needed with customerParams.");

  let defaultAmount: number | undefined;
  if (body.defaultAmount !== undefined) {
    defaultAmount = rupeesToPaise(body.defaultAmount);
    if (defaultAmount === undefined)
      return refuse(
        "SANDBOX_INVALID_DEFAULT_AMOUNT",
        "/defaultAmount",
        'must be rupees above zero, e.g. 499 or "499.50".',
      );
  }
  if (body.redirectTo !== undefined && !isRedirectUrl(String(body.redirectTo)))
    return refuse("SANDBOX_INVALID_REDIRECT", "/redirectTo", "must be an absolute http or https URL.");

  const extras = {
    ...mobiles(body),
    ...(defaultAmount === undefined ? {} : { defaultAmount }),
    ...(typeof body.redirectTo === "string" ? { redirectTo: body.redirectTo } : {}),
  };
  if (body.categoryName === undefined) return { ok: true, spec: { ...extras, landing: { screen: "home" } } };

  const category = data.categories.find((candidate) => candidate.categoryName === body.categoryName);
  if (!category)
    return refuse(
      "SANDBOX_UNKNOWN_CATEGORY",
      "/categoryName",
      `${String(body.categoryName)} is not one of ${data.categories.map((entry) => entry.categoryName).join(", ")}.`,
    );
  const { categoryCode } = category;
  if (body.billerId === undefined)
    return { ok: true, spec: { ...extras, landing: { screen: "billers", categoryCode } } };

  const biller = data.billers.find(
    (candidate) => candidate.billerId === body.billerId && candidate.categoryCode === categoryCode,
  );
  if (!biller)
    return refuse(
      "SANDBOX_UNKNOWN_BILLER",
      "/billerId",
      `${String(body.billerId)} is not a sandbox biller in ${category.categoryName}.`,
    );
  const { billerId } = biller;
  if (body.customerParams === undefined)
    return { ok: true, spec: { ...extras, landing: { screen: "fetch", categoryCode, billerId } } };

  const params = checkCustomerParams(body.customerParams, biller.customerParams);
  if (!params.ok)
    return {
      ok: false,
      code: "SANDBOX_INVALID_CUSTOMER_PARAMS",
      detail: params.problems.join(" "),
      errors: params.problems.map((message) => ({ path: "/customerParams", message })),
    };
  const customerParams = biller.customerParams.flatMap((param) =>
    Object.hasOwn(params.values, param.paramName)
      ? [{ name: param.paramName, value: params.values[param.paramName] ?? "" }]
      : [],
  );
  return {
    ok: true,
    spec: { ...extras, landing: { screen: "bill", categoryCode, billerId, customerParams } },
  };
}

/**
 * The rules of a link's input that its schema carries too (the mobile numbers, the default amount's
 * form, the return address, bill-link's two required fields), for the sandbox to check before the
 * schema so that each keeps its own code and names its field. A field that is not sent, or not a string where the schema asks for one, is left to the
 * schema and the checks after it.
 */
export function checkLinkFormats(operation: LinkInput["operation"], body: Body): LinkInputCheck | undefined {
  const mobile = checkMobiles(body, true);
  if (mobile) return mobile;
  if (operation === "bill-link") return missingBillLinkFields(body);
  if (body.defaultAmount !== undefined && rupeesToPaise(body.defaultAmount) === undefined)
    return refuse(
      "SANDBOX_INVALID_DEFAULT_AMOUNT",
      "/defaultAmount",
      'must be rupees above zero, e.g. 499 or "499.50".',
    );
  if (typeof body.redirectTo === "string" && !isRedirectUrl(body.redirectTo))
    return refuse("SANDBOX_INVALID_REDIRECT", "/redirectTo", "must be an absolute http or https URL.");
  return undefined;
}

/** A link creation call's input, as it was accepted. */
export type LinkInput = { operation: "bill-link" | "direct-link"; body: Record<string, unknown> };

export function checkLinkInput(
  input: LinkInput,
  data: Pick<CouSandboxData, "categories" | "billers">,
): LinkInputCheck {
  return input.operation === "bill-link"
    ? checkBillLinkInput(input.body, data)
    : checkDirectLinkInput(input.body, data);
}

/** The direct link input's fields, in the order a packed link lists them. */
const directFields = [
  "mobileNumber",
  "agentMobileNumber",
  "categoryName",
  "billerId",
  "customerParams",
  "defaultAmount",
  "redirectTo",
] as const;

/**
 * An accepted input as short as JSON allows, for a link to carry: the operation's letter and the
 * fields by position, e.g. `["b", "SBX-BILL-POWER", "9876543210"]`. A short link makes a QR code
 * a phone reads at a glance.
 */
export function packLinkInput(input: LinkInput): unknown[] {
  const { body } = input;
  if (input.operation === "bill-link") return ["b", body.billId, body.mobileNumber];
  const packed: unknown[] = [
    "d",
    ...directFields.map((field) => {
      const value = body[field];
      if (field === "customerParams" && Array.isArray(value))
        return value.map((entry: { name?: unknown; value?: unknown }) => [entry.name, entry.value]);
      return value ?? null;
    }),
  ];
  while (packed.at(-1) === null) packed.pop();
  return packed;
}

/** The input a packed link carries; its rules are checked again when the link opens. */
export function unpackLinkInput(packed: unknown): LinkInput | undefined {
  if (!Array.isArray(packed)) return undefined;
  const [letter, ...values] = packed as unknown[];
  if (letter === "b") return { operation: "bill-link", body: { billId: values[0], mobileNumber: values[1] } };
  if (letter !== "d") return undefined;
  const body: Record<string, unknown> = {};
  directFields.forEach((field, index) => {
    const value = values[index];
    if (value === null || value === undefined) return;
    body[field] =
      field === "customerParams" && Array.isArray(value)
        ? value.map((pair) => (Array.isArray(pair) ? { name: pair[0], value: pair[1] } : pair))
        : value;
  });
  return { operation: "direct-link", body };
}
