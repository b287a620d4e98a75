import { SandboxSection as BillSection } from "./bill-payment/SandboxSection";
import { DeliveriesSection } from "./deliveries/DeliveriesSection";
import { FastagSandboxSection as FastagSection } from "./fastag/FastagSandboxSection";
import { InstaCollectSandboxSection as InstaCollectSection } from "./instacollect/InstaCollectSandboxSection";
import { RequestLogSection } from "./request-log/RequestLogSection";
import type { SandboxPageData } from "./sandbox-page-data";

/** The section of the API whose sandbox the page documents (loaded only by the sandbox pages). */
export function SandboxPageBody({ data }: { data: SandboxPageData }) {
  switch (data.kind) {
    case "bill-payment":
      return <BillSection base={data.base} flow={data.flow} />;
    case "instacollect":
      return <InstaCollectSection data={data.section} />;
    case "fastag":
      return <FastagSection data={data.section} />;
    case "deliveries":
      return <DeliveriesSection data={data.section} />;
    case "log":
      return <RequestLogSection data={data.section} />;
  }
}
