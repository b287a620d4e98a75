import { prerenderedLazy } from "../reference/prerendered-lazy";
import type { SandboxPageData } from "./sandbox-page-data";

// Each sandbox page downloads only its own API's section; its HTML is prerendered in place, with no
// Suspense boundary of its own (prerendered-lazy.ts).
const BillSection = prerenderedLazy(() =>
  import("./bill-payment/SandboxSection").then((module) => module.SandboxSection),
);
const InstaCollectSection = prerenderedLazy(() =>
  import("./instacollect/InstaCollectSandboxSection").then((module) => module.InstaCollectSandboxSection),
);
const FastagSection = prerenderedLazy(() =>
  import("./fastag/FastagSandboxSection").then((module) => module.FastagSandboxSection),
);
const DeliveriesSection = prerenderedLazy(() =>
  import("./deliveries/DeliveriesSection").then((module) => module.DeliveriesSection),
);

/** The section of the API whose sandbox the page documents. */
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
  }
}
