/**
 * "Start here" on the home page: for each kind of partner, the page to read first, the quickstart
 * to run and the sandbox page where its calls can be tried. Paths are checked against the site
 * map when the home page is built (its loader calls `startHere`) and in start-here.test.ts, so a
 * link to a page that does not exist fails the build.
 */
import { findPage, groupOf, type Page } from "./site";

export const partnerRoles = [
  "biller",
  "agent-institution",
  "business-correspondent",
  "fleet-customer",
] as const;

export type PartnerRole = (typeof partnerRoles)[number];

export type StartHereEntry = {
  role: PartnerRole;
  /** The role as the reader knows it, the entry's heading. */
  name: string;
  /** One sentence on what a partner in this role builds, so readers can tell which entry is theirs. */
  summary: string;
  /** The sidebar page to read first: a guide, or the API reference where no guide exists. */
  read: string;
  /** The quickstart page whose program runs this role's calls. */
  quickstart: string;
  /** The sandbox page where this role's calls can be tried, and the link's text. */
  sandbox: { href: string; text: string };
};

/** The sentence under the "Start here" heading, on the page and in its Markdown. */
export const startHereIntro =
  "Pick the role your organisation plays: read its first page, run its quickstart, then try its calls.";

export const startHereEntries: readonly StartHereEntry[] = [
  {
    role: "biller",
    name: "Biller",
    summary:
      "You collect bill payments on BBPS: the provider calls your bill fetch and payment posting, and you can check transactions and reports.",
    read: "/bbps/biller/guide",
    quickstart: "/quickstart/provider",
    sandbox: { href: "/testing/bill-payment#sandbox-provider", text: "Sandbox: provider APIs" },
  },
  {
    role: "agent-institution",
    name: "Agent institution",
    summary:
      "You pay bills on BBPS for your customers: fetch a bill, pay it, and track the payment and any complaint.",
    read: "/cou/api",
    quickstart: "/quickstart/bill-payment",
    sandbox: { href: "/testing/bill-payment", text: "Sandbox: bill payment" },
  },
  {
    role: "business-correspondent",
    name: "Business correspondent",
    summary: "You issue, recharge and service FASTags for your own customers through the FASTag APIs.",
    read: "/fastag/bc-guide",
    quickstart: "/quickstart/fastag",
    sandbox: { href: "/testing/fastag", text: "Sandbox: FASTag" },
  },
  {
    role: "fleet-customer",
    name: "Corporate fleet customer",
    summary: "Your company runs a fleet of vehicles: one FASTag wallet can hold a tag for each of them.",
    read: "/product/corporate",
    quickstart: "/quickstart/fastag",
    sandbox: { href: "/testing/fastag#sandbox-vehicles", text: "Sandbox: FASTag tags and vehicles" },
  },
];

/** A role's entry as the home page renders it: every link resolved to a page and given its text. */
export type StartHereView = {
  role: PartnerRole;
  name: string;
  summary: string;
  links: { kind: "read" | "quickstart" | "sandbox"; href: string; text: string }[];
};

type PageLookup = { findPage(path: string): Page | undefined; inSidebar(path: string): boolean };

const siteMap: PageLookup = { findPage, inSidebar: (path) => groupOf(path) !== undefined };

/**
 * Resolves the entries against the site map, throwing with the file and field of the first link
 * that is not a page of the kind it should be.
 */
export function startHere(
  entries: readonly StartHereEntry[] = startHereEntries,
  lookup: PageLookup = siteMap,
): StartHereView[] {
  const pageAt = (href: string, field: string, fits: (page: Page) => boolean, kind: string) => {
    const path = href.replace(/#.*$/, "");
    const page = lookup.findPage(path);
    if (!page || !fits(page))
      throw new Error(`content/start-here.ts: ${field}: ${href} is not ${kind} in content/site.ts`);
    return page;
  };
  return entries.map((entry) => {
    const read = pageAt(
      entry.read,
      `${entry.role}.read`,
      (page) => lookup.inSidebar(page.path),
      "a sidebar page",
    );
    const quickstart = pageAt(
      entry.quickstart,
      `${entry.role}.quickstart`,
      (page) => page.route === "quickstart",
      "a quickstart page",
    );
    pageAt(entry.sandbox.href, `${entry.role}.sandbox.href`, () => true, "a page");
    return {
      role: entry.role,
      name: entry.name,
      summary: entry.summary,
      links: [
        { kind: "read", href: read.path, text: read.title },
        { kind: "quickstart", href: quickstart.path, text: quickstart.title },
        { kind: "sandbox", href: entry.sandbox.href, text: entry.sandbox.text },
      ],
    };
  });
}
