import type { TocEntry } from "../../core/guides/guide-view";
import type { BillFlowExamples } from "./bill-payment/BillFlow";
import type { DeliveriesSectionData } from "./deliveries/section-data";
import type { FastagSandboxData } from "./fastag/section-data";
import type { InstaCollectSandboxData } from "./instacollect/section-data";
import type { RequestLogSectionData } from "./request-log/section-data";

/** Which API's sandbox a page documents, its contents and its section's data. */
export type SandboxSectionData = { toc: TocEntry[] } & (
  | { kind: "bill-payment"; base: string; flow: BillFlowExamples | null }
  | { kind: "instacollect"; section: InstaCollectSandboxData }
  | { kind: "fastag"; section: FastagSandboxData }
  | { kind: "deliveries"; section: DeliveriesSectionData }
  | { kind: "log"; section: RequestLogSectionData }
);

/** What a sandbox page's loader hands the page: its section, and the onboarding mark's legend. */
export type SandboxPageData = SandboxSectionData & {
  /** Every sandbox page sets its own values beside production's, issued during onboarding. */
  legendHtml: string;
};
