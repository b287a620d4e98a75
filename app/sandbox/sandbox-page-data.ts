import type { TocEntry } from "../../core/guides/guide-view";
import type { BillFlowExamples } from "./bill-payment/BillFlow";
import type { DeliveriesSectionData } from "./deliveries/section-data";
import type { FastagSandboxData } from "./fastag/section-data";
import type { InstaCollectSandboxData } from "./instacollect/section-data";

/** What a sandbox page's loader hands the page: which API's sandbox, its contents and its section's data. */
export type SandboxPageData = { toc: TocEntry[] } & (
  | { kind: "bill-payment"; base: string; flow: BillFlowExamples | null }
  | { kind: "instacollect"; section: InstaCollectSandboxData }
  | { kind: "fastag"; section: FastagSandboxData }
  | { kind: "deliveries"; section: DeliveriesSectionData }
);
