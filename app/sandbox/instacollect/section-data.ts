import type { TryItExample } from "../../reference/try-it-session";

/** InstaCollect's sandbox page, and the reference page whose operations it links to. */
export const instaCollectSandboxDocs = {
  specId: "instacollect",
  href: "/testing/instacollect",
  reference: "/cou/instacollect/api",
} as const;

/** The section's headings, shared by the page and its Markdown copy. */
export const instaCollectSandboxHeadings = {
  section: { id: "sandbox", text: "Overview" },
  credentials: { id: "sandbox-credentials", text: "Credentials" },
  bills: { id: "sandbox-bills", text: "Bills a bill link can take" },
  depths: { id: "sandbox-direct-link", text: "Where a direct link lands" },
  rules: { id: "sandbox-rules", text: "How the sandbox reads what the API leaves open" },
  sessions: { id: "sandbox-sessions", text: "One-time links and the inactivity window" },
  webhooks: { id: "sandbox-webhooks", text: "Webhooks from your links" },
  codes: { id: "sandbox-codes", text: "Sandbox codes" },
} as const;

/** One depth of a direct link, as the page lets the reader run it. */
export type RunnableDepth = {
  /** Where the link lands, as the page says it: `the biller list`. */
  landsOn: string;
  /** The input at this depth, inline HTML rendered at build time. */
  inputHtml: string;
  /** The request the depth's console starts from. */
  example: TryItExample;
};

/**
 * What the page's loader hands the section: its facts as prerendered HTML (keys, see
 * app/reference/static-html.tsx), before and after the direct-link depths, which the browser
 * draws itself because each opens a console.
 */
export type InstaCollectSandboxData = {
  factsBefore: string;
  factsAfter: string;
  depths: RunnableDepth[];
};
