import { servedPaths } from "../content/site";
import { lighthouseMedian, type LighthouseResult } from "./lighthouse";

export type SiteTarget = {
  label: string;
  path: string;
  /** The 404 page is answered with status 404, which Lighthouse must be told to accept. */
  expectErrorStatus?: boolean;
};

/**
 * Every route the site serves as HTML, from the site map (docs pages, quickstarts, search, then
 * the app pages, as the byte weights and the prerender list count them), and the 404 page.
 */
export const siteTargets: readonly SiteTarget[] = [
  ...servedPaths.map((path) => ({ label: path, path })),
  { label: "(404)", path: "/bench/no-such-page", expectErrorStatus: true },
];

export type SiteAudit = SiteTarget & { lighthouse: LighthouseResult };

export type AuditSiteOptions = {
  /** Successful runs per page; each figure is their median. */
  runs?: number;
  /** Lighthouse's category ids to run (all when absent). */
  onlyCategories?: readonly string[];
  /** Only the targets whose path is listed (all when absent). */
  paths?: readonly string[];
  /** Called after each page, for progress and for writing partial results. */
  onAudit?: (audit: SiteAudit, index: number, total: number) => void | Promise<void>;
};

/** Lighthouse, median of three by default, on every route of the production server at `origin`. */
export async function auditSite(origin: string, options: AuditSiteOptions = {}): Promise<SiteAudit[]> {
  const targets = options.paths
    ? siteTargets.filter((target) => options.paths?.includes(target.path))
    : siteTargets;
  const audits: SiteAudit[] = [];
  for (const [index, target] of targets.entries()) {
    const lighthouse = await lighthouseMedian(`${origin}${target.path}`, {
      label: target.path,
      runs: options.runs ?? 3,
      expectErrorStatus: target.expectErrorStatus ?? false,
      ...(options.onlyCategories ? { onlyCategories: options.onlyCategories } : {}),
    });
    const audit = { ...target, lighthouse };
    audits.push(audit);
    await options.onAudit?.(audit, index, targets.length);
  }
  return audits;
}
