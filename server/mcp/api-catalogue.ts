/**
 * Every API the portal documents, as the reference pages see it: the OpenAPI view model of
 * core/openapi, built once from content/specs, with each operation's page and anchor on the built
 * site and the error codes its document lists for it.
 */
import { pages } from "../../content/site";
import { markdownPath } from "../../core/markdown/markdown-path";
import { buildReference } from "../../core/openapi/build-reference";
import type { ErrorGroupView, OperationView, ReferenceView } from "../../core/openapi/view";
import { hasSandbox, sandboxUrl } from "../../core/sandbox/sandbox-url";
import { loadSpec } from "../sandbox/load-specs";
import type { StaticSite } from "../static-site";

/** The documents, in the order an assistant is shown them. */
export const apiIds = ["cou", "provider", "biller", "instacollect", "fastag", "deliveries"] as const;
export type ApiId = (typeof apiIds)[number];

/** What each document is, in a few words, for tool descriptions and listings. */
export const apiRoles: Readonly<Record<ApiId, string>> = {
  cou: "bill payment (BBPS COU): billers, bill fetch, payment, status, complaints",
  provider: "provider APIs for billers: token, transaction status, reports",
  biller: "the interfaces a biller exposes (BBPS BOU): bill fetch, payment posting, notifications",
  instacollect: "InstaCollect hosted bill and direct payment links",
  fastag: "FASTag issuance, recharge, balances, transactions",
  deliveries: "the sandbox's deliveries: webhooks and notifications it sends, registrations, redelivery",
};

export type CatalogueOperation = {
  api: ApiId;
  view: OperationView;
  /** The page that documents it, with its anchor, e.g. `/cou/api#op-billFetchRequest`. */
  url: string | undefined;
  /** Where the sandbox serves it (below `/sandbox`), if it does and the path has no parameters to fill. */
  sandboxPath: string | undefined;
  errorGroups: ErrorGroupView[];
};

export type ApiCatalogue = {
  views: ReadonlyMap<ApiId, ReferenceView>;
  operations: readonly CatalogueOperation[];
  /** The operation a caller names: its operationId, `METHOD /path`, its path or the path's last part. */
  find: (name: string, api?: ApiId) => CatalogueOperation | undefined;
  /** The page of an API's reference, where the site has one. */
  pageOf: (api: ApiId) => string | undefined;
};

const referencePages = [...pages].sort((a, b) => Number(Boolean(b.spec)) - Number(Boolean(a.spec)));

/** The first page (reference pages first) whose built HTML has an element with this id. */
export function pageWithAnchor(site: StaticSite, anchor: string): string | undefined {
  const marker = `id="${anchor}"`;
  return referencePages.find((page) => site.files.get(page.path)?.body.includes(marker))?.path;
}

function normalised(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

async function buildCatalogue(site: StaticSite, origin: string): Promise<ApiCatalogue> {
  const built = await Promise.all(
    apiIds.map(
      async (api) => [api, await buildReference(api, loadSpec(api), { sampleOrigin: origin })] as const,
    ),
  );
  const views = new Map<ApiId, ReferenceView>(built);
  const operations: CatalogueOperation[] = built.flatMap(([api, view]) =>
    [...view.tags.flatMap((tag) => tag.operations), ...view.webhooks].map((operation) => {
      const page = pageWithAnchor(site, operation.anchor);
      const tryIt = operation.kind === "operation" ? operation.tryIt : undefined;
      return {
        api,
        view: operation,
        url: page ? `${page}#${operation.anchor}` : undefined,
        sandboxPath: hasSandbox(api) && tryIt ? sandboxUrl(tryIt.path) : undefined,
        errorGroups: view.errorGroups.filter((group) =>
          group.operations.some((listed) => listed.id === operation.id),
        ),
      };
    }),
  );
  const find = (name: string, api?: ApiId) => {
    const wanted = normalised(name);
    const candidates = api ? operations.filter((operation) => operation.api === api) : operations;
    const matches = (test: (operation: CatalogueOperation) => boolean) => candidates.find(test);
    return (
      matches(({ view }) => view.id.toLowerCase() === wanted) ??
      matches(({ view }) => normalised(`${view.method} ${view.path}`) === wanted) ??
      matches(({ view }) => view.path.toLowerCase() === wanted) ??
      matches(({ sandboxPath }) => sandboxPath?.toLowerCase() === wanted) ??
      matches(({ view }) => view.path.toLowerCase().split("/").at(-1) === wanted.replace(/^\//, ""))
    );
  };
  const pageOf = (api: ApiId) => pages.find((page) => page.spec === api)?.path;
  return { views, operations, find, pageOf };
}

/** The catalogue, built on first use (about a second) and kept. */
export function createApiCatalogue(site: StaticSite, origin: string): () => Promise<ApiCatalogue> {
  let building: Promise<ApiCatalogue> | undefined;
  return () => {
    building ??= buildCatalogue(site, origin);
    building.catch(() => {
      building = undefined;
    });
    return building;
  };
}

/** A page's Markdown copy, as a link an assistant can follow. */
export const markdownUrl = (origin: string, path: string) => {
  const [page = "", anchor] = path.split("#");
  return `${origin}${markdownPath(page)}${anchor ? `#${anchor}` : ""}`;
};
