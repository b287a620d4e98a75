/**
 * Agent fields mandatory by channel (specification, section 5). The mapping itself is data: it is
 * the `x-mandatory-by-channel` extension on the `Agent` schema of cou.yaml, passed in by the
 * caller, so the table on the page and the rule the sandbox enforces cannot drift apart.
 */

/** `x-mandatory-by-channel`: channel → agent fields that channel makes mandatory. */
export type MandatoryByChannel = Readonly<Record<string, readonly string[]>>;

/**
 * The sandbox's own mapping of each missing device detail to one of `DEV100`–`DEV110`. The
 * specification gives the range ("mandatory device details for the given channel are missing")
 * but not which code means which field; production's mapping is issued during onboarding. The
 * order follows the rule table's rows; `DEV110` stands for any other field the mapping may name
 * later.
 */
export const deviceDetailCodes = {
  app: "DEV100",
  imei: "DEV101",
  os: "DEV102",
  ip: "DEV103",
  mac: "DEV104",
  geocode: "DEV105",
  mobile: "DEV106",
  postalCode: "DEV107",
  ifsc: "DEV108",
  terminalId: "DEV109",
} as const;

export type DeviceDetail = keyof typeof deviceDetailCodes;
export type DeviceDetailCode = (typeof deviceDetailCodes)[DeviceDetail] | typeof otherDeviceDetailCode;

/** For a mandatory field the mapping names that `deviceDetailCodes` does not list. */
export const otherDeviceDetailCode = "DEV110";

const isDeviceDetail = (field: string): field is DeviceDetail => Object.hasOwn(deviceDetailCodes, field);

/** The fields `channel` makes mandatory, e.g. `agentFieldsForChannel("INT", mapping)` → `["ip", "mac"]`. */
export function agentFieldsForChannel(channel: string, mapping: MandatoryByChannel): readonly string[] {
  return Object.hasOwn(mapping, channel) ? (mapping[channel] ?? []) : [];
}

/** A field counts as sent when it is a non-blank string (the documented fields are all strings). */
function isSent(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export type AgentCheck =
  | { ok: true }
  | { ok: false; code: "ERRAGT"; missing: ["id"] }
  | { ok: false; code: DeviceDetailCode; missing: string[] };

/**
 * Checks an agent: `ERRAGT` when the agent or its id is missing, else the `DEV1xx` code of the
 * first missing device detail (in the order of `deviceDetailCodes`), with every missing field
 * listed, e.g. an INT agent without `mac` → `{ ok: false, code: "DEV104", missing: ["mac"] }`.
 * A channel outside the mapping requires nothing here; the schema rejects unknown channels.
 */
export function checkAgent(agent: unknown, mapping: MandatoryByChannel): AgentCheck {
  if (!agent || typeof agent !== "object") return { ok: false, code: "ERRAGT", missing: ["id"] };
  const fields = agent as Record<string, unknown>;
  if (!isSent(fields.id)) return { ok: false, code: "ERRAGT", missing: ["id"] };
  if (typeof fields.channel !== "string") return { ok: true };
  const missing = agentFieldsForChannel(fields.channel, mapping).filter((field) => !isSent(fields[field]));
  if (missing.length === 0) return { ok: true };
  const known = (Object.keys(deviceDetailCodes) as DeviceDetail[]).filter((field) => missing.includes(field));
  const other = missing.filter((field) => !isDeviceDetail(field));
  const first = known[0];
  return {
    ok: false,
    code: first === undefined ? otherDeviceDetailCode : deviceDetailCodes[first],
    missing: [...known, ...other],
  };
}
