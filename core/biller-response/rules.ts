/**
 * The rules a biller's responses must follow (second specification document, sections 3 to 5 and
 * 8), as one pure module: the in-browser checker uses it, and conformance tooling can reuse it.
 */

export type ResponseKind = "fetch" | "posting";

export type RuleId =
  | "fetch-status"
  | "fetch-error-code"
  | "bill-date-not-after-due-date"
  | "bill-date-not-in-future"
  | "additional-info-count"
  | "amounts-in-paise"
  | "payment-options-count"
  | "payment-option-range"
  | "split-sum"
  | "b2b-unique-bill-numbers"
  | "posting-status"
  | "acknowledgement-id";

export type Violation = { rule: RuleId; path: string; message: string };

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The limits the specification sets. */
export const limits = { additionalInfo: 4, paymentOptions: 4, acknowledgementIdLength: 8 } as const;

const fetchErrorCodes: Record<string, string> = {
  "00": "success",
  "01": "customer not found or invalid identifier",
  "02": "no amount due or already paid",
  "03": "API or other error",
};

const istOffsetMs = 330 * 60_000;

/** `YYYY-MM-DD` (optionally with a time) to a day number, or undefined when unreadable. */
function dayOf(value: Json): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? undefined : time / 86_400_000;
}

function checkAmount(path: string, value: Json, violations: Violation[]): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    violations.push({
      rule: "amounts-in-paise",
      path,
      message: `${path} is ${JSON.stringify(value)}: amounts are whole numbers of paise`,
    });
    return undefined;
  }
  return value;
}

function checkBill(path: string, bill: JsonObject, now: Date, violations: Violation[]) {
  const billDay = dayOf(bill.billDate);
  const dueDay = dayOf(bill.dueDate);
  if (billDay !== undefined && dueDay !== undefined && billDay > dueDay) {
    violations.push({
      rule: "bill-date-not-after-due-date",
      path: `${path}billDate`,
      message: `billDate ${String(bill.billDate)} is after dueDate ${String(bill.dueDate)}`,
    });
  }
  // Billers date bills in India: a bill dated today in IST (UTC+5:30) is not in the future,
  // even in the hours when the UTC date is still yesterday.
  const inIndia = new Date(now.getTime() + istOffsetMs);
  const today = Date.UTC(inIndia.getUTCFullYear(), inIndia.getUTCMonth(), inIndia.getUTCDate()) / 86_400_000;
  if (billDay !== undefined && billDay > today) {
    violations.push({
      rule: "bill-date-not-in-future",
      path: `${path}billDate`,
      message: `billDate ${String(bill.billDate)} is in the future`,
    });
  }
  const info = bill.additionalInfo;
  const infoCount = Array.isArray(info) ? info.length : isObject(info) ? Object.keys(info).length : 0;
  if (infoCount > limits.additionalInfo) {
    violations.push({
      rule: "additional-info-count",
      path: `${path}additionalInfo`,
      message: `additionalInfo has ${infoCount} entries; at most ${limits.additionalInfo} are allowed`,
    });
  }
  const total =
    checkAmount(`${path}amountDue`, bill.amountDue, violations) ??
    checkAmount(`${path}amount`, bill.amount, violations);
  checkPaymentOptions(path, bill.paymentOptions, violations);
  checkSplit(path, bill.splitData, total, violations);
}

function checkPaymentOptions(path: string, options: Json, violations: Violation[]) {
  if (options === undefined || options === null) return;
  // v1.1 keys options by name; the bill-selection example lists them with a name each.
  const entries: [string, Json][] = Array.isArray(options)
    ? options.map((option, index) => [
        isObject(option) && typeof option.name === "string" ? option.name : String(index),
        option,
      ])
    : isObject(options)
      ? Object.entries(options)
      : [];
  const besidesDefault = entries.filter(([name]) => name.toLowerCase() !== "default").length;
  if (besidesDefault > limits.paymentOptions) {
    violations.push({
      rule: "payment-options-count",
      path: `${path}paymentOptions`,
      message: `${besidesDefault} payment options besides the default; at most ${limits.paymentOptions} are allowed`,
    });
  }
  for (const [name, option] of entries) {
    if (!isObject(option)) continue;
    const at = `${path}paymentOptions.${name}.`;
    // Each amount is in paise; the limits restrict what the customer pays, not the option's own amount.
    checkAmount(`${at}amount`, option.amount, violations);
    const min = checkAmount(`${at}min`, option.min ?? option.minAmount, violations);
    const max = checkAmount(`${at}max`, option.max ?? option.maxAmount, violations);
    checkAmount(`${at}amountMultiple`, option.amountMultiple, violations);
    if (min !== undefined && max !== undefined && min > max) {
      violations.push({
        rule: "payment-option-range",
        path: `${at}min`,
        message: `${name}: min ${min} is above max ${max}, which leaves no payable amount`,
      });
    }
  }
}

function checkSplit(path: string, split: Json, total: number | undefined, violations: Violation[]) {
  if (!Array.isArray(split) || split.length === 0) return;
  // The amount may be omitted when the whole bill settles to a single account.
  if (split.length === 1 && isObject(split[0]) && split[0].amount === undefined) return;
  let sum = 0;
  split.forEach((part, index) => {
    sum +=
      (isObject(part)
        ? checkAmount(`${path}splitData.${index}.amount`, part.amount, violations)
        : undefined) ?? 0;
  });
  if (total !== undefined && sum !== total) {
    violations.push({
      rule: "split-sum",
      path: `${path}splitData`,
      message: `split amounts add up to ${sum}, not the bill total ${total}`,
    });
  }
}

/** Every rule a bill-fetch response breaks. */
export function checkFetchResponse(response: Json, now = new Date()): Violation[] {
  const violations: Violation[] = [];
  if (!isObject(response))
    return [{ rule: "fetch-status", path: "", message: "the response is not a JSON object" }];
  const { status, errorCode } = response;
  if (status !== "SUCCESS" && status !== "FAILURE") {
    violations.push({
      rule: "fetch-status",
      path: "status",
      message: `status is ${JSON.stringify(status)}: use SUCCESS or FAILURE`,
    });
  }
  const code = typeof errorCode === "string" ? errorCode : undefined;
  if (status === "SUCCESS" && code !== undefined && code !== "00") {
    violations.push({
      rule: "fetch-error-code",
      path: "errorCode",
      message: `SUCCESS goes with errorCode 00, not ${code}`,
    });
  }
  if (status === "FAILURE" && !(code && code !== "00" && code in fetchErrorCodes)) {
    violations.push({
      rule: "fetch-error-code",
      path: "errorCode",
      message: `FAILURE needs errorCode 01, 02 or 03; got ${JSON.stringify(errorCode)}`,
    });
  }
  if (code !== undefined && !(code in fetchErrorCodes)) {
    violations.push({
      rule: "fetch-error-code",
      path: "errorCode",
      message: `errorCode ${code} is not one of 00, 01, 02, 03`,
    });
  }
  if (status !== "SUCCESS") return violations;

  const data = isObject(response.data) ? response.data : undefined;
  const bills = Array.isArray(response.bills) ? response.bills : undefined;
  if (bills) {
    const numbers = bills.map((bill) => (isObject(bill) ? bill.billNumber : undefined));
    const duplicates = numbers.filter(
      (number, index) => number !== undefined && numbers.indexOf(number) !== index,
    );
    if (duplicates.length > 0) {
      violations.push({
        rule: "b2b-unique-bill-numbers",
        path: "bills",
        message: `bill number ${JSON.stringify(duplicates[0])} appears more than once; each bill needs its own`,
      });
    }
    bills.forEach((bill, index) => isObject(bill) && checkBill(`bills.${index}.`, bill, now, violations));
    if (isObject(response.additionalInfo) || Array.isArray(response.additionalInfo)) {
      checkBill("", { additionalInfo: response.additionalInfo }, now, violations);
    }
  } else if (isObject(response.bill)) checkBill("bill.", response.bill, now, violations);
  else checkBill(data ? "data." : "", data ?? response, now, violations);
  return violations;
}

/** Every rule a payment-posting response breaks. */
export function checkPostingResponse(response: Json): Violation[] {
  if (!isObject(response))
    return [{ rule: "posting-status", path: "", message: "the response is not a JSON object" }];
  const violations: Violation[] = [];
  const { status, acknowledgementId } = response;
  if (status !== "SUCCESS" && status !== "FAILURE" && status !== "DUPLICATE") {
    violations.push({
      rule: "posting-status",
      path: "status",
      message: `status is ${JSON.stringify(status)}: use SUCCESS, FAILURE or DUPLICATE`,
    });
  }
  const id = typeof acknowledgementId === "string" ? acknowledgementId : undefined;
  if (
    status === "SUCCESS" &&
    !(id && /^[A-Za-z0-9]+$/.test(id) && id.length >= limits.acknowledgementIdLength)
  ) {
    violations.push({
      rule: "acknowledgement-id",
      path: "acknowledgementId",
      message: `SUCCESS needs an alphanumeric acknowledgementId of at least ${limits.acknowledgementIdLength} characters; got ${JSON.stringify(acknowledgementId)}`,
    });
  }
  if ((status === "FAILURE" || status === "DUPLICATE") && id) {
    violations.push({
      rule: "acknowledgement-id",
      path: "acknowledgementId",
      message: `${String(status)} comes with an empty acknowledgementId`,
    });
  }
  return violations;
}

/** A posting response carries acknowledgementId; anything else is read as a fetch response. */
export function detectKind(response: Json): ResponseKind {
  return isObject(response) && "acknowledgementId" in response ? "posting" : "fetch";
}

export function checkResponse(kind: ResponseKind, response: Json, now = new Date()): Violation[] {
  return kind === "posting" ? checkPostingResponse(response) : checkFetchResponse(response, now);
}
