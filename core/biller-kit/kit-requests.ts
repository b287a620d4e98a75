/**
 * The requests the kit sends a biller, in the shapes of the chosen guide version. Values the
 * guides leave to onboarding (transaction reference format, payment mode and date) are the kit's
 * own: references are `KIT` and random letters and digits, and optional fields are left out.
 */
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import type { KitConfig } from "./kit-config";

type Json = Record<string, unknown>;

const alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** `KIT` and random capitals and digits, `length` characters in all. */
export function kitReference(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length - 3));
  return `KIT${Array.from(bytes, (byte) => alphanumerics[byte % alphanumerics.length]).join("")}`;
}

/** The BBPS reference of an aggregator request: 35 characters, as documented. */
export const newBbpsRefId = () => kitReference(35);
/** The transaction reference of a posting; its format is issued during onboarding. */
export const newTransactionId = () => kitReference(20);

const customerParams = (config: KitConfig, customer: string) => [
  { name: config.customerParamName, value: customer },
];

const isAggregator = (version: KitVersionId) => version === "aggregator";

export function fetchRequest(config: KitConfig, customer: string, bbpsRefId: string): Json {
  if (isAggregator(config.version))
    return { customerParams: customerParams(config, customer), billerId: config.billerId ?? "", bbpsRefId };
  return { [config.identifierField]: customer };
}

export function validationRequest(config: KitConfig, customer: string): Json {
  return { customerParams: customerParams(config, customer) };
}

/** What the kit pays: from the fetched bill, or the configured payment. */
export type KitPayment = {
  amountPaise: number;
  billNumber: string;
  /** v1.1: the payment option paid under, when the bill offered one. */
  option?: string;
};

export function postingRequest(
  config: KitConfig,
  customer: string,
  payment: KitPayment,
  reference: { transactionId: string; bbpsRefId: string },
): Json {
  if (isAggregator(config.version))
    return {
      customerParams: customerParams(config, customer),
      billerId: config.billerId ?? "",
      bbpsRefId: reference.bbpsRefId,
      billNumber: payment.billNumber,
    };
  const base: Json = {
    [config.identifierField]: customer,
    amountPaid: payment.amountPaise,
    transactionId: reference.transactionId,
    billNumber: payment.billNumber,
  };
  if (config.version !== "v1.1") return base;
  return {
    ...base,
    amount: payment.amountPaise,
    ...(payment.option === undefined ? {} : { paymentOption: payment.option }),
  };
}
