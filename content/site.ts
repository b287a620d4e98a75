/**
 * The site map: the single source of routes, titles, sidebar groups and order, redirects and the
 * support address. The router config, the prerender list, the sidebar, sitemap.xml, the server's
 * 301 redirects and its 404 handling are all derived from this module. Its shape is checked by
 * `site-schema.ts` at build time.
 */
import { brand } from "./brand";
import { redirects } from "./redirects";
import type { AppPage, Page, SidebarGroup, Site } from "./site-schema";

export type { AppPage, Page, SidebarGroup };
export const site: Site = {
  name: brand.name,
  supportEmail: brand.supportEmail,
  home: {
    path: "/",
    title: brand.name,
    description:
      "Integrate with the bank's bill-payment (BBPS), InstaCollect, JWT authentication and FASTag APIs.",
  },
  groups: [
    {
      // What a partner runs first: a complete program per API, and the sandbox's own pages (its
      // published credentials, test data, triggers, flows and consoles), one per API it serves.
      label: "Get started",
      pages: [
        {
          path: "/quickstart/bill-payment",
          label: "Quickstart: bill payment",
          title: "Quickstart: pay a bill",
          description:
            "Fetch a bill, pay it, track it and raise a complaint: one program in seven languages.",
          route: "quickstart",
        },
        {
          path: "/quickstart/provider",
          label: "Quickstart: provider APIs",
          title: "Quickstart: transaction status and reports",
          description:
            "Get tokens, read a transaction's status and page through reports: one program, seven languages.",
          route: "quickstart",
        },
        {
          path: "/quickstart/instacollect",
          label: "Quickstart: InstaCollect",
          title: "Quickstart: InstaCollect links",
          description: "Create an InstaCollect bill link and a direct link: one program in seven languages.",
          route: "quickstart",
        },
        {
          path: "/quickstart/fastag",
          label: "Quickstart: FASTag",
          title: "Quickstart: issue and recharge a FASTag",
          description:
            "Issue a FASTag wallet, recharge it and read its balance: one program in seven languages.",
          route: "quickstart",
        },
        {
          // How to connect an assistant to the MCP server at /mcp (server/mcp).
          path: "/mcp-server",
          content: "mcp-server",
          title: "Connect your coding assistant",
          label: "Coding assistants (MCP)",
          description:
            "The portal's MCP server: search the docs, explain operations and codes, and call the sandbox from your assistant.",
        },
        {
          path: "/testing/bill-payment",
          title: "Sandbox: bill payment and provider APIs",
          label: "Sandbox: bill payment",
          route: "sandbox",
          description:
            "Test credentials, billers and a trigger for every code of the bill-payment and provider APIs.",
        },
        {
          path: "/testing/instacollect",
          title: "Sandbox: InstaCollect",
          label: "Sandbox: InstaCollect",
          route: "sandbox",
          description:
            "Test credentials and bills for InstaCollect links, and the hosted payment page's paths.",
        },
        {
          path: "/testing/fastag",
          title: "Sandbox: FASTag",
          label: "Sandbox: FASTag",
          route: "sandbox",
          description:
            "Test customers, wallets, tags and timelines for the FASTag API, and a trigger for every status code.",
        },
        {
          path: "/testing/deliveries",
          title: "Sandbox: deliveries",
          label: "Sandbox: deliveries",
          route: "sandbox",
          description:
            "Notifications and webhooks sent to your URL with the documented retries, an attempt log and redelivery.",
        },
        {
          path: "/testing/log",
          title: "Sandbox: request log",
          label: "Sandbox: request log",
          route: "sandbox",
          description:
            "What your code sent to the sandbox, what it answered and why: by your address, a label or a trace id.",
        },
      ],
    },
    {
      label: "BBPS BOU",
      pages: [
        {
          path: "/bbps/biller/guide",
          content: "biller-guide",
          title: "Biller integration guide v1.0",
          label: "Biller guide v1.0",
          description:
            "The bill fetch and payment posting interfaces a biller exposes to the provider (v1.0).",
        },
        {
          path: "/bbps/1.1/biller/guide",
          content: "biller-guide-v1-1",
          title: "Biller integration guide v1.1",
          label: "Biller guide v1.1",
          description:
            "Biller API v1.1: payment options (part payment, advance EMI, foreclosure) and bill selection.",
        },
        {
          path: "/bbps/settlements",
          content: "split-settlement",
          title: "Split settlement guide",
          label: "Split settlement",
          description: "Splitting a bill payment's settlement across pre-registered bank accounts.",
        },
        {
          path: "/bbps/plan-mdm",
          content: "plan-mdm",
          title: "Plan MDM guide",
          label: "Plan MDM",
          description: "Plan-based billers: publishing plans through plan master data management.",
        },
        {
          path: "/bbps/b2b",
          content: "b2b",
          title: "B2B guide",
          label: "B2B",
          description: "Business-to-business billers: several bills per fetch, one paid at a time.",
        },
        {
          path: "/bbps/aggregatorBiller",
          content: "aggregator-biller",
          title: "Aggregator biller guide",
          label: "Aggregator biller",
          description: "Aggregator billers: fetch and posting with customerParams, billerId and bbpsRefId.",
        },
        {
          path: "/bbps/transactionAPI",
          content: "transaction-status",
          title: "Check transaction status",
          label: "Transaction status API",
          description: "The provider's token and transaction status APIs for billers.",
        },
        {
          path: "/bbps/reportsAPI",
          content: "reports",
          title: "Reports API guide",
          label: "Reports API",
          description: "The provider's reports API: filters, records and cursor pagination.",
        },
        {
          path: "/bbps/settlementNotifications",
          content: "settlement-notifications",
          title: "Settlement notifications",
          label: "Settlement notifications",
          description: "The settlement notification the provider posts to a biller URL, and its retries.",
        },
        {
          path: "/bbps/paymentNotifications",
          content: "payment-notifications",
          title: "Payment notifications",
          label: "Payment notifications",
          description: "The payment notification the provider posts to a biller URL, and its retries.",
        },
      ],
    },
    {
      label: "BBPS COU",
      pages: [
        {
          path: "/cou/api",
          title: "Bill payment API reference",
          label: "Bill payment API",
          spec: "cou",
          description:
            "Fetch and pay bills on BBPS as an agent institution: the bill-payment API, version 1.0.",
        },
        {
          path: "/cou/instacollect/api",
          title: "InstaCollect API reference",
          label: "InstaCollect API",
          spec: "instacollect",
          description: "InstaCollect: hosted bill-payment links, and the payment and refund webhooks.",
        },
      ],
    },
    {
      label: "Authentication",
      pages: [
        {
          path: "/bbps/jwt",
          content: "jwt",
          title: "JWT",
          description: "Signing requests with HS256 JSON Web Tokens: claims, rules and sample code.",
        },
      ],
    },
    {
      label: "FASTag",
      pages: [
        {
          path: "/fastag",
          content: "fastag",
          title: "FASTag",
          label: "Overview",
          description:
            "Issue, recharge and service FASTags for your customers through the bank's FASTag APIs.",
        },
        {
          path: "/fastag/product",
          content: "fastag-product",
          title: "FASTag product",
          label: "Product",
          description: "What the FASTag programme offers business correspondents and fleet customers.",
        },
        {
          path: "/fastag/guide",
          content: "fastag-guide",
          title: "FASTag integration guide",
          label: "Integration guide",
          description:
            "The issuance flow: dedupe, OTP-based KYC, asynchronous wallet creation and status polling.",
        },
        {
          path: "/fastag/api",
          title: "FASTag API reference",
          label: "API reference",
          spec: "fastag",
          description: "The FASTag API: the thirteen operations, their headers, fields and status codes.",
        },
        {
          path: "/fastag/push-notifications",
          content: "fastag-push-notifications",
          title: "FASTag push notifications",
          label: "Push notifications",
          description: "Transaction notifications posted to a partner URL, plain or encrypted.",
        },
        {
          path: "/fastag/push-notifications-axis",
          content: "fastag-push-notifications-bank",
          title: "FASTag push notifications (bank variant)",
          label: "Push notifications (bank variant)",
          description: "The bank-specific notification variant, which adds balanceType to each transaction.",
        },
        {
          path: "/fastag/error-codes",
          content: "fastag-error-codes",
          title: "FASTag error codes",
          label: "Error codes",
          description: "Every FASTag statusCode, grouped by operation, with its meaning.",
        },
        {
          path: "/fastag/bc-guide",
          content: "fastag-bc-guide",
          title: "Business correspondent guide",
          label: "BC guide",
          description: "How a business correspondent issues and services tags for its own customers.",
        },
        {
          path: "/fastag/recharge-guide",
          content: "fastag-recharge-guide",
          title: "FASTag recharge guide",
          label: "Recharge guide",
          description:
            "Recharging a FASTag wallet: an asynchronous request polled by recharge status enquiry.",
        },
        {
          path: "/fastag/java-sdk-guide",
          content: "fastag-java-sdk-guide",
          title: "FASTag Java SDK guide",
          label: "Java SDK guide",
          description: "The Java SDK for the FASTag APIs; its details are issued during onboarding.",
        },
        {
          path: "/encryption",
          content: "encryption",
          title: "Payload encryption",
          label: "Encryption",
          description: "Encrypting and decrypting FASTag notification payloads with AES-128-CBC.",
        },
      ],
    },
    {
      label: "FASTag products",
      pages: [
        {
          path: "/product/business-correspondent",
          content: "product-business-correspondent",
          title: "Business correspondent",
          description: "The business correspondent's role in FASTag issuance, recharge and servicing.",
        },
        {
          path: "/product/corporate",
          content: "product-corporate",
          title: "Corporate fleet customers",
          label: "Corporate",
          description: "FASTag for corporate fleet customers: several vehicles on one wallet.",
        },
        {
          path: "/product/integration",
          content: "product-integration",
          title: "Integration overview",
          label: "Integration",
          description:
            "How a partner connects to the FASTag programme: credentials, environments and security.",
        },
        {
          path: "/product/user-flow",
          content: "product-user-flow",
          title: "User flow",
          description: "The customer's journey from tag issuance to recharge and servicing.",
        },
        {
          path: "/product/categories",
          content: "product-categories",
          title: "Categories",
          description: "Vehicle classes and the other categories the FASTag programme uses.",
        },
      ],
    },
  ],
  extraPages: [
    {
      path: "/search",
      title: "Search",
      description: "Search every guide, API operation, field and error code of the portal.",
      route: "search",
    },
  ],
  appPages: [
    {
      path: "/instacollect/pay",
      title: "Pay a bill",
      route: "instacollect-pay",
    },
  ],
  redirects,
};

/**
 * Every docs page, home first, in sidebar order, then the pages outside the sidebar: what the
 * sitemap, the search index and llms.txt list. The app pages are apart (`appPages`).
 */
export const pages: readonly Page[] = [
  site.home,
  ...site.groups.flatMap((group) => group.pages),
  ...site.extraPages,
];

/** The pages outside the docs (the InstaCollect hosted payment page): served, never indexed. */
export const appPages: readonly AppPage[] = site.appPages;

/** Every path prerendered and served as HTML: the docs pages, then the app pages. */
export const servedPaths: readonly string[] = [...pages, ...appPages].map((page) => page.path);

/** The app page at exactly this path, if any. */
export function findAppPage(path: string): AppPage | undefined {
  return appPages.find((page) => page.path === path);
}

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The page at exactly this path (routes are exact matches), if any. */
export function findPage(path: string): Page | undefined {
  return byPath.get(path);
}

export { redirectTarget } from "./redirects";

/** The group a page sits in, for breadcrumbs and search filters. */
export function groupOf(path: string): SidebarGroup | undefined {
  return site.groups.find((group) => group.pages.some((page) => page.path === path));
}

/** The sidebar as every page shows it: sent to the browser as loader data, not code. */
export type Navigation = { label: string; pages: { path: string; label: string }[] }[];

export function navigation(): Navigation {
  return site.groups.map((group) => ({
    label: group.label,
    pages: group.pages.map((page) => ({ path: page.path, label: page.label ?? page.title })),
  }));
}

/** A page's title, summary and sidebar group, for its heading and `<head>`. */
export type PageInfo = { path: string; title: string; description: string; group: string | undefined };

export function pageInfo(path: string): PageInfo | undefined {
  const page = findPage(path);
  return page && { path, title: page.title, description: page.description, group: groupOf(path)?.label };
}
