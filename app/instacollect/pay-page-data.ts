import type { FailingPayment } from "../../core/instacollect/failing-payments";
import type { Refusal } from "./pay-flow";

/**
 * What the hosted page reads from the sandbox's published settings and its own wording, computed
 * at build time (`pay-page.server.ts`) and sent in the prerendered page as data rather than code.
 */
export type PaySettings = {
  /** Where the portal mounts the sandbox: the session's calls go below it, on this origin only. */
  sandboxPath: string;
  redirectSeconds: number;
  /** The `paymentStatus` of a payment that went through, and of one that did not. */
  successStatus: string;
  failureStatus: string;
};

export type { FailingPayment };

export type PayPageData = {
  title: string;
  settings: PaySettings;
  /** Each refused link's full page. */
  refusals: Record<Refusal, { title: string; text: string }>;
  /** Headings for the documented bill-fetch outcomes shown in place of a bill, by code. */
  problemTitles: Record<string, string>;
  /** The sandbox's published ways to make a payment fail, shown as hints on the fetch and bill screens. */
  failingPayments: readonly FailingPayment[];
};
