import { requestLogSettings } from "../../content/sandbox/request-log";
import type { RequestProblem, SandboxApi } from "./reply";

/** One call to the sandbox as the request log keeps it: what arrived and what went back. */
export type LoggedExchange = {
  /** The answer's `Sandbox-Trace-Id` (the body's `traceId` where it has one): the exchange's key. */
  traceId: string;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  /** How long the sandbox took to answer, in milliseconds. */
  ms: number;
  api: SandboxApi | null;
  /** The document's operationId; null for a path no operation has, or the hosted page's calls. */
  operationId: string | null;
  /** The caller's network address, as the sandbox scopes its state. */
  client: string;
  label: string | null;
  /** Why a label the call sent was not taken, when it was not. */
  labelRefused: string | null;
  request: LoggedMessage & { method: string; path: string };
  answer: LoggedMessage & { status: number };
  /** The deliveries the call caused (its notifications, webhooks, or the delivery it asked for). */
  deliveries: string[];
};

export type LoggedMessage = {
  /** In the order received or sent; credential and secret values masked. */
  headers: [string, string][];
  /** As text, masked, cut at `keptBodyBytes`; empty when there was none. */
  body: string;
  /** The body's whole size in bytes. */
  bytes: number;
  truncated: boolean;
};

/** Why the sandbox answered as it did: the documented rule or trigger, and where the page says so. */
export type ExchangeWhy = {
  /** The code that decided it, as the answer carries it. */
  code: string | null;
  /** In a sentence (Markdown). */
  summary: string;
  /** The published trigger or rule that produces this answer (Markdown), where there is one. */
  rule: string | null;
  /** The section of the portal that documents it. */
  href: string | null;
  /** The request's problems, for a refusal that lists them. */
  errors: RequestProblem[];
};

/** A delivery an exchange caused, as it stands when the log is read. */
export type LoggedDelivery = {
  id: string;
  event: string;
  status: string;
  attempts: number;
  nextAttemptAt: number | null;
  nextAttemptState: string | null;
};

/** What the log's API answers for one exchange. */
export type ExchangeView = LoggedExchange & { why: ExchangeWhy; deliveryStates: LoggedDelivery[] };

/** Whether a label is one the log takes: long enough that nobody finds another's calls by guessing. */
export const isLogLabel = (label: string): boolean => requestLogSettings.labelPattern.test(label);

/** A trace id as the sandbox issues them (`SBX` and 16 letters or digits). */
export const traceIdPattern = /^SBX[0-9A-Z]{16}$/;
