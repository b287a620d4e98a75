import type { SandboxApi } from "../../../core/sandbox/reply";

/** What the request log's page hands its section. */
export type RequestLogSectionData = {
  /** The prerendered text (see keepStaticHtml): what the log keeps and how to find calls. */
  facts: string;
  /** The prerendered closing section: the log's JSON API. */
  api: string;
  /** Each API's reference page, where "open in try-it" leads. */
  references: Readonly<Record<SandboxApi, string>>;
  labelHeader: string;
  tailSeconds: number;
  pageSize: number;
};
