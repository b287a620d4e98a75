/**
 * The guide versions the biller conformance kit tests against, as data: which guide each follows
 * and which of the biller's endpoints it calls. The kit's page, command line and checks read this.
 */
export const kitVersionIds = ["v1.0", "v1.1", "aggregator", "b2b", "plan-mdm", "split-settlement"] as const;
export type KitVersionId = (typeof kitVersionIds)[number];

export const kitEndpointIds = [
  "fetch",
  "posting",
  "validation",
  "settlementNotification",
  "paymentNotification",
] as const;
export type KitEndpointId = (typeof kitEndpointIds)[number];

export const kitEndpointLabels: Record<KitEndpointId, string> = {
  fetch: "Bill fetch",
  posting: "Payment posting",
  validation: "Bill validation",
  settlementNotification: "Settlement notification receiver",
  paymentNotification: "Payment notification receiver",
};

export type KitVersion = {
  id: KitVersionId;
  label: string;
  /** The guide the version's rules come from. */
  guide: string;
  /** The endpoints a biller of this version exposes (the receivers belong to every version). */
  endpoints: readonly KitEndpointId[];
};

const receivers = ["settlementNotification", "paymentNotification"] as const;

export const kitVersions: readonly KitVersion[] = [
  {
    id: "v1.0",
    label: "Biller guide v1.0",
    guide: "/bbps/biller/guide",
    endpoints: ["fetch", "posting", "validation", ...receivers],
  },
  {
    id: "v1.1",
    label: "Biller guide v1.1 (payment options)",
    guide: "/bbps/1.1/biller/guide",
    endpoints: ["fetch", "posting", "validation", ...receivers],
  },
  {
    id: "aggregator",
    label: "Aggregator biller",
    guide: "/bbps/aggregatorBiller",
    endpoints: ["fetch", "posting", ...receivers],
  },
  { id: "b2b", label: "B2B biller", guide: "/bbps/b2b", endpoints: ["fetch", "posting", ...receivers] },
  {
    id: "plan-mdm",
    label: "Plan MDM (validate and pay)",
    guide: "/bbps/plan-mdm",
    endpoints: ["validation", "posting", ...receivers],
  },
  {
    id: "split-settlement",
    label: "Split settlement",
    guide: "/bbps/settlements",
    endpoints: ["fetch", "posting", ...receivers],
  },
];

export const kitVersionOf = (id: KitVersionId): KitVersion =>
  kitVersions.find((version) => version.id === id)!;
