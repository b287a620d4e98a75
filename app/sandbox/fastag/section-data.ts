/** FASTag's sandbox page, and the reference page whose operations it links to. */
export const fastagSandboxDocs = {
  specId: "fastag",
  href: "/testing/fastag",
  reference: "/fastag/api",
} as const;

/** The section's headings, shared by the page and its Markdown copy. */
export const fastagSandboxHeadings = {
  section: { id: "sandbox", text: "Overview" },
  headers: { id: "sandbox-headers", text: "Headers" },
  wallets: { id: "sandbox-wallets", text: "Wallets and their customers" },
  vehicles: { id: "sandbox-vehicles", text: "Tags and vehicles" },
  dedupe: { id: "sandbox-dedupe", text: "What dedupe answers" },
  otp: { id: "sandbox-otp", text: "OTP" },
  plazas: { id: "sandbox-plazas", text: "Toll plazas and tolls" },
  timelines: { id: "sandbox-timelines", text: "Wallet creation and recharge over time" },
  timeScale: { id: "sandbox-time-scale", text: "Faster timelines: x-sandbox-time-scale" },
  flows: { id: "sandbox-flows", text: "Run the issuance flow and a recharge" },
  settings: { id: "sandbox-settings", text: "Settings" },
  triggers: { id: "sandbox-triggers", text: "Every status code on purpose" },
  push: { id: "sandbox-push", text: "Push notifications" },
  codes: { id: "sandbox-codes", text: "Sandbox codes" },
} as const;

import type { FastagFlowName } from "../../../core/fastag-sandbox/fastag-flows";

export { flowTimeScale, type FastagFlowName } from "../../../core/fastag-sandbox/fastag-flows";

/**
 * What a run starts from: the API's base in the sandbox (`/sandbox/api/mock`, to which a path name
 * such as `dedupe` is appended), the documented headers, the documented bodies of the calls whose
 * fields the run does not choose itself (by path name, as JSON), and the wallet a recharge tops up.
 */
export type FastagFlowSetup = {
  baseUrl: string;
  headers: { name: string; value: string }[];
  bodies: { "wallet-creation": string; recharge: string };
  rechargeWalletId: string;
};

/**
 * What the page's loader hands the section: its facts as prerendered HTML (keys, see
 * app/reference/static-html.tsx) before and after the two runs, and what each run's button says
 * it does (inline HTML rendered at build time) and starts from.
 */
export type FastagSandboxData = {
  factsBefore: string;
  factsAfter: string;
  flowsHtml: Record<FastagFlowName, string>;
  flows: FastagFlowSetup;
};

/** Whether a same-origin URL is a FASTag operation in the sandbox, e.g. `/sandbox/api/mock/dedupe`. */
export const isFastagSandboxUrl = (url: string): boolean =>
  /^\/sandbox\/api\/(?:mock|uat)\/[a-z-]+$/.test(url);
