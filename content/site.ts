/**
 * The site map: the single source of routes, titles, sidebar groups and order, redirects and the
 * support address. The router config, the prerender list, the sidebar, sitemap.xml, the server's
 * 301 redirects and its 404 handling are all derived from this module. Its shape is checked by
 * `site-schema.ts` at build time.
 */
import type { Page, SidebarGroup, Site } from "./site-schema";

export type { Page, SidebarGroup };
export const site: Site = {
  name: "Bank APIs",
  supportEmail: "partner-support@example.com",
  home: {
    path: "/",
    title: "Bank APIs",
    description:
      "Integrate with the bank's bill-payment (BBPS), InstaCollect, JWT authentication and FASTag APIs.",
    topics: ["Bill Collection on BBPS for a business", "Bill Payments on BBPS as an agent institution"],
  },
  groups: [
    {
      label: "BBPS BOU",
      pages: [
        {
          path: "/bbps/biller/guide",
          title: "Biller integration guide v1.0",
          label: "Biller guide v1.0",
          description:
            "The bill fetch and payment posting interfaces a biller exposes to the provider (v1.0).",
          topics: [
            "Bill fetch: request by identifier, response fields (status, errorCode, customerName, amountDue, billDate, dueDate, billNumber, billPeriod, additionalInfo)",
            "Fetch outcomes: SUCCESS, or FAILURE with errorCode 01, 02 or 03",
            "Payment posting: loan_number, amountPaid, transactionId, paymentMode, paymentDate, billNumber",
            "Posting statuses SUCCESS, FAILURE and DUPLICATE, acknowledgementId and retries",
            "Bill validation with customerParams",
            "Validation rules: billDate, at most 4 additionalInfo entries, acknowledgementId length",
            "Optional biller-side authentication; HTTPS mandatory in production",
          ],
        },
        {
          path: "/bbps/1.1/biller/guide",
          title: "Biller integration guide v1.1",
          label: "Biller guide v1.1",
          description:
            "Biller API v1.1: payment options (part payment, advance EMI, foreclosure) and bill selection.",
          topics: [
            "paymentOptions keyed by name: partPayment, advanceEmi, foreclosure",
            "amount, min, max and amountMultiple; at most 4 options besides the default",
            "Bill selection types SINGLE, MULTIPLE and ALL",
            "Amounts in paise",
            "Payment posting additions: amount and paymentOption",
          ],
        },
        {
          path: "/bbps/settlements",
          title: "Split settlement guide",
          label: "Split settlement",
          description: "Splitting a bill payment's settlement across pre-registered bank accounts.",
          topics: [
            "splitData: a list of bankCode and amount",
            "Split amounts sum to the total bill amount; bankCode pre-registered",
            "Deemed split: EXACT exactness, Deemed configuration, Fetch and Pay flow",
            "Realtime split: EXACT, EXACT UP or EXACT DOWN; split returned in the payment response",
          ],
        },
        {
          path: "/bbps/plan-mdm",
          title: "Plan MDM guide",
          label: "Plan MDM",
          description: "Plan-based billers: publishing plans through plan master data management.",
          topics: [
            "Plan fields: Plan ID, Plan name, Plan days, Plan bandwidth, Payment amount",
            "Validate and Pay configuration with plan MDM enabled",
          ],
        },
        {
          path: "/bbps/b2b",
          title: "B2B guide",
          label: "B2B",
          description: "Business-to-business billers: several bills per fetch, one paid at a time.",
          topics: [
            "B2B fetch response: status, errorCode, bills array and additionalInfo",
            "A unique bill number per bill",
            "Only one bill paid at a time",
          ],
        },
        {
          path: "/bbps/aggregatorBiller",
          title: "Aggregator biller guide",
          label: "Aggregator biller",
          description: "Aggregator billers: fetch and posting with customerParams, billerId and bbpsRefId.",
          topics: [
            "Fetch with customerParams, billerId and bbpsRefId (35 characters)",
            "Fetch response data: amounts in paise, dates as YYYY-MM-DD",
            "Posting response with errorCode; DUPLICATE retries (the guide's wording is contradictory)",
          ],
        },
        {
          path: "/bbps/transactionAPI",
          title: "Check transaction status",
          label: "Transaction status API",
          description: "The provider's token and transaction status APIs for billers.",
          topics: [
            "POST /api/auth/token with clientID and secret; token expiry 300 seconds",
            "POST /api/transaction/status with txnReferenceId and a Bearer token",
            "Response: payment amount, bill details, biller response, payment method, status",
            "Payment status SUCCESSFUL, FAILED or PROCESSING PENDING",
          ],
        },
        {
          path: "/bbps/reportsAPI",
          title: "Reports API guide",
          label: "Reports API",
          description: "The provider's reports API: filters, records and cursor pagination.",
          topics: [
            "Token with email, password, OTP and grant_type",
            "Filters: bbpsBillerID (mandatory), txnReferenceId, transaction or settlement dates in IST",
            "Metadata, records and threshold 100000",
            "Pagination with limit and cursor",
            "No data and no settlement yet",
          ],
        },
        {
          path: "/bbps/settlementNotifications",
          title: "Settlement notifications",
          label: "Settlement notifications",
          description: "The settlement notification the provider posts to a biller URL, and its retries.",
          topics: [
            "Payload: bbps_biller_id, settlements and batch_info",
            "Settlement amounts in paise; settlement T+1 after 2 pm",
            "Reply HTTP 200 with success true or false",
            "Retries: 5 times, after 1, 2, 4, 8 and 10 minutes",
          ],
        },
        {
          path: "/bbps/paymentNotifications",
          title: "Payment notifications",
          label: "Payment notifications",
          description: "The payment notification the provider posts to a biller URL, and its retries.",
          topics: [
            "Payload: the same shape as the transaction status response",
            "Webhook status SUCCESSFUL or FAILED",
            "Reply HTTP 200 with success true or false",
            "Retries: 4 times, 5 minutes apart",
          ],
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
          topics: [
            "Base path /api/bills/{env}/ and the seven credential headers",
            "Biller categories, list, details and fields",
            "Bill fetch, get fetched bill, make payment and payment status: the context chain",
            "Raise complaint and complaint status",
            "Agent fields by channel and amount editability by exactness",
            "Error catalogue",
          ],
        },
        {
          path: "/cou/instacollect/api",
          title: "InstaCollect API reference",
          label: "InstaCollect API",
          spec: "instacollect",
          description: "InstaCollect: hosted bill-payment links, and the payment and refund webhooks.",
          topics: [
            "x-api-user and x-api-password headers",
            "POST /bill-link and POST /direct-link; where the input depth lands the user",
            "Payment-event and refund-event webhooks, replied with 'acknowledged' or 'failure'",
            "One-time links and sessions that expire on inactivity",
          ],
        },
      ],
    },
    {
      label: "Authentication",
      pages: [
        {
          path: "/bbps/jwt",
          title: "JWT",
          description: "Signing requests with HS256 JSON Web Tokens: claims, rules and sample code.",
          topics: [
            "HS256 signature",
            "Claims aud (scheme id), iat (milliseconds) and jti (unique per request)",
            "Tokens older than 2 minutes (120000 ms), with a wrong audience or an invalid signature are rejected",
            "Token-creation code in Python, PHP, C# and Java",
          ],
        },
      ],
    },
    {
      label: "FASTag",
      pages: [
        {
          path: "/fastag",
          title: "FASTag",
          label: "Overview",
          description:
            "Issue, recharge and service FASTags for your customers through the bank's FASTag APIs.",
          topics: [
            "Issuance, recharge and tag lifecycle",
            "Environments mock, uat and prod",
            "Notifications",
          ],
        },
        {
          path: "/fastag/product",
          title: "FASTag product",
          label: "Product",
          description: "What the FASTag programme offers business correspondents and fleet customers.",
          topics: ["Wallets and tags", "Minimum and full KYC", "Vehicle classes"],
        },
        {
          path: "/fastag/guide",
          title: "FASTag integration guide",
          label: "Integration guide",
          description:
            "The issuance flow: dedupe, OTP-based KYC, asynchronous wallet creation and status polling.",
          topics: [
            "Dedupe check",
            "KYC via OTP for a new customer",
            "Asynchronous wallet creation, polled until created",
            "Adding a vehicle to an existing wallet",
          ],
        },
        {
          path: "/fastag/api",
          title: "FASTag API reference",
          label: "API reference",
          spec: "fastag",
          description: "The FASTag API: the thirteen operations, their headers, fields and status codes.",
          topics: [
            "Base path /api/<env>/ and the nine headers",
            "KYC, issuance, tag operations, transactions and recharge, vehicle status",
            "Response envelope: data, statusCode, statusMessage",
          ],
        },
        {
          path: "/fastag/push-notifications",
          title: "FASTag push notifications",
          label: "Push notifications",
          description: "Transaction notifications posted to a partner URL, plain or encrypted.",
          topics: [
            "header (channelID, batchID) and transactions or transactionsEncrypted",
            "Transaction fields, optional and mandatory",
            "Response: header, requestId and success; HTTP 200 means delivered",
            "Two-way SSL and IP whitelisting",
          ],
        },
        {
          path: "/fastag/push-notifications-axis",
          title: "FASTag push notifications (bank variant)",
          label: "Push notifications (bank variant)",
          description: "The bank-specific notification variant, which adds balanceType to each transaction.",
          topics: ["balanceType", "Differences from the standard notification"],
        },
        {
          path: "/fastag/error-codes",
          title: "FASTag error codes",
          label: "Error codes",
          description: "Every FASTag statusCode, grouped by operation, with its meaning.",
          topics: ["Status codes by operation", "Codes that are examples only"],
        },
        {
          path: "/fastag/bc-guide",
          title: "Business correspondent guide",
          label: "BC guide",
          description: "How a business correspondent issues and services tags for its own customers.",
          topics: ["Channel ID and the IDs tied to it", "KYC documents", "Tag stock and bank-shipped tags"],
        },
        {
          path: "/fastag/recharge-guide",
          title: "FASTag recharge guide",
          label: "Recharge guide",
          description:
            "Recharging a FASTag wallet: an asynchronous request polled by recharge status enquiry.",
          topics: [
            "Recharge with a unique referenceId",
            "Recharge status enquiry",
            "Unclear balance and overdraft",
          ],
        },
        {
          path: "/fastag/java-sdk-guide",
          title: "FASTag Java SDK guide",
          label: "Java SDK guide",
          description:
            "The Java SDK for the FASTag APIs; its details are issued to partners during onboarding.",
          topics: ["What the SDK covers", "Getting the SDK during onboarding"],
        },
        {
          path: "/encryption",
          title: "Payload encryption",
          label: "Encryption",
          description: "Encrypting and decrypting FASTag notification payloads with AES-128-CBC.",
          topics: [
            "AES-128 in CBC mode with PKCS5 padding and a hex key",
            "A random 16-byte IV prepended; the result base64 encoded",
            "Sample code in Java, Python, Node.js and C#",
          ],
        },
      ],
    },
    {
      label: "FASTag products",
      pages: [
        {
          path: "/product/business-correspondent",
          title: "Business correspondent",
          description: "The business correspondent's role in FASTag issuance, recharge and servicing.",
          topics: ["Who a business correspondent is", "What it does in each flow"],
        },
        {
          path: "/product/corporate",
          title: "Corporate fleet customers",
          label: "Corporate",
          description: "FASTag for corporate fleet customers: several vehicles on one wallet.",
          topics: ["One wallet, several vehicles", "Commercial vehicles and classes"],
        },
        {
          path: "/product/integration",
          title: "Integration overview",
          label: "Integration",
          description:
            "How a partner connects to the FASTag programme: credentials, environments and security.",
          topics: ["Bank-issued credentials", "Environments", "Two-way SSL and IP whitelisting"],
        },
        {
          path: "/product/user-flow",
          title: "User flow",
          description: "The customer's journey from tag issuance to recharge and servicing.",
          topics: ["Issuance", "Recharge", "Tag lifecycle"],
        },
        {
          path: "/product/categories",
          title: "Categories",
          description: "Vehicle classes and the other categories the FASTag programme uses.",
          topics: ["Vehicle classes 4 to 16", "KYC types", "Tag and wallet statuses"],
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
      topics: ["Full-text search over every page"],
    },
  ],
  redirects: {
    "/bbps/biller/docs": "/bbps/biller/guide",
    "/api": "/fastag/api",
    "/product": "/fastag/product",
    "/integration": "/fastag/guide",
    "/push-notifications": "/fastag/push-notifications",
  },
};

/** Every page, home first, in sidebar order, then the pages outside the sidebar. */
export const pages: readonly Page[] = [
  site.home,
  ...site.groups.flatMap((group) => group.pages),
  ...site.extraPages,
];

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The page at exactly this path (routes are exact matches), if any. */
export function findPage(path: string): Page | undefined {
  return byPath.get(path);
}

/** Where a redirected path now lives, if it is one. */
export function redirectTarget(path: string): string | undefined {
  return Object.hasOwn(site.redirects, path) ? site.redirects[path] : undefined;
}

/** The sidebar starts collapsed on API reference pages, which need the width. */
export function sidebarStartsCollapsed(path: string): boolean {
  return path.includes("api");
}

/** The group a page sits in, for breadcrumbs and search filters. */
export function groupOf(path: string): SidebarGroup | undefined {
  return site.groups.find((group) => group.pages.some((page) => page.path === path));
}
