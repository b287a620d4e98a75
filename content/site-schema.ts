/**
 * The shape of the site map, checked at build time (react-router.config.ts) and in the unit tests
 * so that the browser never ships the validator.
 */
import { z } from "zod";

const pathSchema = z
  .string()
  .regex(/^\/([A-Za-z0-9.-]+(\/[A-Za-z0-9.-]+)*)?$/, "a path starts with / and has no trailing slash");

const pageSchema = z.object({
  path: pathSchema,
  title: z.string().min(1),
  /** Shorter label for the sidebar; the title is used when absent. */
  label: z.string().min(1).optional(),
  /** One-line summary, also the page's meta description. */
  description: z.string().min(20).max(200),
  /** The OpenAPI document in content/specs/ this page renders as its API reference. */
  spec: z.enum(["cou", "instacollect", "biller", "provider", "fastag"]).optional(),
  /** The guide in content/guides/ (without `.mdx`) that fills this page. */
  content: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** A page drawn by a route of its own: `search` by `app/routes/search.tsx`; `quickstart` and `sandbox` by the guides' module, on one route each. */
  route: z.enum(["search", "quickstart", "sandbox"]).optional(),
});

/**
 * A page for partners' customers rather than their developers, e.g. the InstaCollect hosted payment
 * page: its own route module outside the docs' frame (no header, sidebar or footer), prerendered,
 * served and weighed like every page, but kept out of the sidebar, sitemap.xml, the search index
 * and llms.txt, and marked `noindex` (so it needs no description).
 */
const appPageSchema = pageSchema.pick({ path: true, title: true }).extend({
  /** The route module, `app/routes/<route>.tsx`. */
  route: z.enum(["instacollect-pay"]),
});

const groupSchema = z.object({
  label: z.string().min(1),
  pages: z.array(pageSchema).min(1),
});

export const siteSchema = z.object({
  name: z.string().min(1),
  /** Where partners send questions; `{email}` in the specification. */
  supportEmail: z.email(),
  home: pageSchema,
  groups: z.array(groupSchema).min(1),
  /** Prerendered pages that are not in the sidebar. */
  extraPages: z.array(pageSchema),
  /** Pages outside the docs: see `appPageSchema`. */
  appPages: z.array(appPageSchema),
  /** Old or short paths and where they now live (answered with HTTP 301). */
  redirects: z.record(pathSchema, pathSchema),
});

export type Page = z.infer<typeof pageSchema>;
export type AppPage = z.infer<typeof appPageSchema>;
export type SidebarGroup = z.infer<typeof groupSchema>;
export type Site = z.infer<typeof siteSchema>;
