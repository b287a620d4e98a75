import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compileGuide } from "../../core/guides/compile-guide";
import type { CommonParametersView, GuideView } from "../../core/guides/guide-view";
import { buildReference } from "../../core/openapi/build-reference";
import { exampleRequest } from "../../core/openapi/example-request";
import type { OpenApiDocument, SchemaObject } from "../../core/openapi/openapi";
import type { OperationView } from "../../core/openapi/view";

/**
 * The provider, biller and FASTag documents and the FASTag notification pages speak to partners:
 * what is not published is "issued during onboarding", never "not shown" in some other document.
 */
const texts = import.meta.glob<string>(
  ["/content/specs/*.yaml", "/content/guides/*.mdx", "/content/samples/**/*"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);
function read(path: string): string {
  const text = texts[`/${path}`];
  if (text === undefined) throw new Error(`No such file: ${path}`);
  return text;
}
const spec = (id: string) => parse(read(`content/specs/${id}.yaml`)) as OpenApiDocument;

const files = [
  "content/specs/provider.yaml",
  "content/specs/biller.yaml",
  "content/specs/fastag.yaml",
  "content/guides/fastag-push-notifications.mdx",
  "content/guides/fastag-push-notifications-bank.mdx",
];

const bankHeaders = [
  "BANK-CHANNEL-ID",
  "BANK-CLIENT-ID",
  "BANK-CLIENT-SECRET",
  "BANK-ENCRYPTION-KEY",
  "BANK-SALT-KEY",
  "BANK-MERCHANT-ID",
  "BANK-POS-NUMBER",
  "BANK-AGENT-ID",
  "BANK-PRODUCT-ID",
];

/** `schema.properties[name]`, through nested `properties`. */
function property(schema: SchemaObject | undefined, ...names: string[]): SchemaObject | undefined {
  return names.reduce<SchemaObject | undefined>((current, name) => current?.properties?.[name], schema);
}

describe.each(files)("%s", (file) => {
  const text = read(file);

  it("talks to the partner, not about a source document", () => {
    expect(text).not.toMatch(/not shown/i);
    expect(text).not.toMatch(/\bthe spec(ification)?\b/i);
    expect(text).not.toMatch(/\bdocuments (show|give)\b/i);
    expect(text).not.toMatch(/issued to partners during onboarding|issued at onboarding/);
  });

  it("writes the onboarding marker as one lowercase phrase, never split across lines", () => {
    const markers = text.match(/issued\s+during\s+onboarding/gi) ?? [];
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.filter((marker) => marker !== "issued during onboarding")).toEqual([]);
  });
});

describe("payment flags whose type is not published", () => {
  const provider = spec("provider").components?.schemas ?? {};
  const biller = spec("biller").components?.schemas ?? {};
  const flags: [string, SchemaObject | undefined][] = [
    ...["OFFUSPay", "quickPay", "splitPay"].flatMap((name): [string, SchemaObject | undefined][] => [
      [`provider paymentMethod.${name}`, property(provider.TransactionPayment, "paymentMethod", name)],
      [`biller paymentMethod.${name}`, property(biller.TransactionPayment, "paymentMethod", name)],
    ]),
    ...["offUsPay", "quickPay", "splitPay"].map((name): [string, SchemaObject | undefined] => [
      `reports payment.${name}`,
      property(provider.ReportPayment, name),
    ]),
    ["reports settlements[].isPrimary", property(provider.ReportSettlement, "isPrimary")],
  ];

  it.each(flags)("%s has no type and says the type is issued during onboarding", (_name, schema) => {
    expect(schema).toBeDefined();
    expect(schema).not.toHaveProperty("type");
    expect(schema?.description).toContain("Type: issued during onboarding.");
  });

  it("shows placeholders, not invented values, for the flags in the examples", () => {
    const status = read("content/specs/provider.yaml");
    const notification = read("content/specs/biller.yaml");
    for (const text of [status, notification]) {
      expect(text).toMatch(
        /OFFUSPay: <OFFUSPay>\n\s+paymentMode: <paymentMode>\n\s+quickPay: <quickPay>\n\s+splitPay: <splitPay>/,
      );
      expect(text).not.toMatch(/\b(OFFUSPay|offUsPay|quickPay|splitPay): (true|false)\b|splitPayAmount: 0\b/);
    }
    expect(status).toMatch(/offUsPay: <offUsPay>\n\s+quickPay: <quickPay>\n\s+splitPay: <splitPay>/);
    expect(status).toMatch(/isPrimary: true[\s\S]*isPrimary: false/);
  });
});

describe("the biller's optional JWT", () => {
  const document = spec("biller");
  const jwt = document.components?.securitySchemes?.jwt;

  it("is a header whose name is issued during onboarding, not an Authorization: Bearer scheme", () => {
    expect(jwt).toMatchObject({ type: "apiKey", in: "header", name: "<jwt-header>" });
    expect(jwt).not.toHaveProperty("scheme");
    expect(jwt).not.toHaveProperty("bearerFormat");
    expect(jwt?.description).toContain("The exact header name is issued during onboarding");
    expect(jwt?.description).toContain("[JWT](/bbps/jwt)");
  });

  it("renders as that header on the reference page", async () => {
    const view = await buildReference("biller", document);
    expect(view.securitySchemes.find((scheme) => scheme.name === "jwt")).toMatchObject({
      type: "apiKey",
      detail: "header <jwt-header>",
    });
    expect(view.securitySchemes.find((scheme) => scheme.name === "basicAuth")?.detail).toBe("basic");
  }, 30_000);

  it("adds no Authorization header to the sample requests, where authentication is optional", () => {
    const item = document.paths?.["/bill-fetch"] ?? {};
    const request = exampleRequest(document, "post", "/bill-fetch", item, item.post!);
    expect(request.headers.map((header) => header.name)).not.toContain("Authorization");
  });
});

describe("FASTag push notifications", () => {
  const document = spec("fastag");
  const reference = buildReference("fastag", document);
  const sources = {
    readSample: async (path: string) => read(`content/samples/${path}`),
    loadReference: async () => reference,
  };
  const guides = [
    "content/guides/fastag-push-notifications.mdx",
    "content/guides/fastag-push-notifications-bank.mdx",
    "content/guides/fastag-guide.mdx",
  ];
  const compiled = new Map<string, OperationView[]>();
  const embedded = (guide: string): OperationView[] => compiled.get(guide) ?? [];
  const headerLists = new Map<string, CommonParametersView[]>();

  // Compiling a guide with its API parts takes a few seconds.
  beforeAll(async () => {
    for (const guide of guides) {
      const view: GuideView = await compileGuide(guide, read(guide), sources);
      compiled.set(
        guide,
        view.segments.flatMap((segment) => (segment.kind === "operations" ? segment.operations : [])),
      );
      headerLists.set(
        guide,
        view.segments.flatMap((segment) =>
          segment.kind === "operations" && segment.commonParameters ? [segment.commonParameters] : [],
        ),
      );
    }
  }, 60_000);
  const plain = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

  it("documents no BANK-* header on the webhooks", () => {
    for (const [name, item] of Object.entries(document.webhooks ?? {})) {
      expect(item.parameters, name).toBeUndefined();
      expect(item.post?.parameters, name).toBeUndefined();
    }
  });

  it.each([
    ["content/guides/fastag-push-notifications.mdx", "transactionNotification"],
    ["content/guides/fastag-push-notifications-bank.mdx", "transactionNotificationBankVariant"],
  ])("%s shows the notification without the nine headers of the calls", (guide, id) => {
    const operations = embedded(guide);
    const notification = operations.find((operation) => operation.id === id);
    expect(notification?.kind).toBe("webhook");
    expect(notification?.parameters).toEqual([]);
    expect(notification?.usesCommonParameters).toBe(false);
    const description = plain(notification?.descriptionHtml ?? "");
    expect(description).toContain("header (channelID, batchID) travels in the body");
    expect(description).toContain("Any HTTP headers on the notification are issued during onboarding");
  });

  it("lists the nine headers once on a guide, where the operations it embeds link", () => {
    const lists = headerLists.get("content/guides/fastag-guide.mdx") ?? [];
    expect(lists).toHaveLength(1);
    expect(lists[0]?.parameters.map((parameter) => parameter.name)).toEqual(bankHeaders);
    expect(lists[0]?.parameters.every((parameter) => parameter.required)).toBe(true);
    const operations = embedded("content/guides/fastag-guide.mdx");
    const createWallet = operations.find((operation) => operation.id === "createWallet");
    expect(createWallet?.parameters).toEqual([]);
    expect(createWallet?.commonParametersAt?.anchor).toBe(lists[0]?.anchor);
  });

  it("says on both pages what the notification carries and that its headers are issued during onboarding", () => {
    for (const guide of files.slice(3)) {
      const text = read(guide).replace(/\s+/g, " ");
      expect(text, guide).toContain("`header` (`channelID`, `batchID`)");
      expect(text, guide).toMatch(/nine `BANK-\*` headers/);
      expect(text, guide).toContain("Any HTTP headers on the notification are issued during onboarding");
      expect(text, guide).toMatch(/two-way SSL/);
    }
  });
});

describe("the biller guides", () => {
  it.each(["biller-guide", "biller-guide-v1-1", "split-settlement", "plan-mdm", "b2b", "aggregator-biller"])(
    "%s says HTTPS is mandatory in production",
    (guide) => {
      const text = read(`content/guides/${guide}.mdx`).replace(/\s+/g, " ");
      expect(text).toMatch(/HTTPS is (\*\*)?mandatory in production/);
    },
  );
});

describe("the encryption page", () => {
  const text = read("content/guides/encryption.mdx").replace(/\s+/g, " ");

  it("gives the scheme's parts as the scheme, and its samples' conventions as their own", () => {
    for (const part of ["Cipher | AES-128", "Mode | CBC", "IV | 16 random bytes"])
      expect(text).toMatch(new RegExp(`\\| ${part.replace(/[|]/g, "\\s*\\|\\s*")}[^|]*\\| The scheme`));
    expect(text).toMatch(/\| Plaintext \| The transactions as JSON text in UTF-8 \| Our samples' choice \|/);
    expect(text).toMatch(/\| Base64 \| The standard alphabet, with `=` padding \| Our samples' choice \|/);
    expect(text).toContain("for how the hex key is read, the exact detail is issued during onboarding");
  });
});
