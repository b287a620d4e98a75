import { lighthouseMedian, type LighthouseResult } from "./lighthouse";

export type SiteTarget = {
  label: string;
  path: string;
  /** The 404 page is answered with status 404, which Lighthouse must be told to accept. */
  expectErrorStatus?: boolean;
};

/** A home page, a long guide, both API reference styles, and the 404 page. */
export const siteTargets: readonly SiteTarget[] = [
  { label: "home", path: "/" },
  { label: "guide", path: "/bbps/biller/guide" },
  { label: "COU API reference", path: "/cou/api" },
  { label: "FASTag API reference", path: "/fastag/api" },
  { label: "404 page", path: "/bench/no-such-page", expectErrorStatus: true },
];

export type SiteAudit = SiteTarget & { lighthouse: LighthouseResult };

/** Lighthouse, median of three, on each target page of the production server at `origin`. */
export async function auditSite(origin: string): Promise<SiteAudit[]> {
  const audits: SiteAudit[] = [];
  for (const target of siteTargets) {
    const lighthouse = await lighthouseMedian(`${origin}${target.path}`, {
      label: target.path,
      expectErrorStatus: target.expectErrorStatus ?? false,
    });
    audits.push({ ...target, lighthouse });
  }
  return audits;
}
