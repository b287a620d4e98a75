import { describe, expect, it } from "vitest";
import {
  agentFieldsForChannel,
  checkAgent,
  deviceDetailCodes,
  type MandatoryByChannel,
} from "./agent-fields";

/** cou.yaml's `x-mandatory-by-channel` (server/sandbox/spec-rules.test.ts checks that they agree). */
const mapping: MandatoryByChannel = {
  MOB: ["app", "imei", "os"],
  MOBB: ["app", "imei", "os"],
  INT: ["ip", "mac"],
  INTB: ["ip", "mac"],
  AGT: ["geocode", "mobile", "postalCode", "terminalId"],
  BSC: ["geocode", "mobile", "postalCode", "terminalId"],
  BNKBRNCH: ["geocode", "mobile", "postalCode", "ifsc"],
  BNKBRANCH: ["geocode", "mobile", "postalCode", "ifsc"],
  ATM: ["terminalId"],
  KIOSK: ["terminalId"],
};

const complete = {
  app: "PartnerApp",
  imei: "356938035643809",
  os: "Android",
  ip: "203.0.113.10",
  mac: "00-1B-44-11-3A-B7",
  geocode: "12.9716,77.5946",
  mobile: "9876500000",
  postalCode: "560001",
  ifsc: "ABCD0123456",
  terminalId: "TERM0001",
};

describe("agent fields mandatory by channel", () => {
  it.each(Object.entries(mapping))(
    "%s passes with its fields and fails on each missing one",
    (channel, fields) => {
      const agent = {
        id: "AGENT1",
        channel,
        ...Object.fromEntries(fields.map((field) => [field, complete[field as keyof typeof complete]])),
      };
      expect(checkAgent(agent, mapping)).toEqual({ ok: true });
      for (const field of fields) {
        const without: Record<string, unknown> = { ...agent };
        delete without[field];
        expect(checkAgent(without, mapping), `${channel} without ${field}`).toEqual({
          ok: false,
          code: deviceDetailCodes[field as keyof typeof deviceDetailCodes],
          missing: [field],
        });
      }
    },
  );

  it.each([
    ["no agent", undefined],
    ["an agent that is not an object", "AGENT1"],
    ["no id", { channel: "INT", ip: "1", mac: "2" }],
    ["a blank id", { id: "  ", channel: "INT", ip: "1", mac: "2" }],
  ])("answers ERRAGT for %s", (_name, agent) => {
    expect(checkAgent(agent, mapping)).toEqual({ ok: false, code: "ERRAGT", missing: ["id"] });
  });

  it("names every missing field and gives the first one's code, in the table's order", () => {
    expect(checkAgent({ id: "A", channel: "BNKBRNCH", mobile: "" }, mapping)).toEqual({
      ok: false,
      code: "DEV105",
      missing: ["geocode", "mobile", "postalCode", "ifsc"],
    });
  });

  it("gives DEV110 for a mandatory field outside the code table", () => {
    expect(checkAgent({ id: "A", channel: "NEW" }, { NEW: ["deviceId"] })).toEqual({
      ok: false,
      code: "DEV110",
      missing: ["deviceId"],
    });
  });

  it("leaves an unknown channel to the schema", () => {
    expect(checkAgent({ id: "A", channel: "FAX" }, mapping)).toEqual({ ok: true });
    expect(agentFieldsForChannel("toString", mapping)).toEqual([]);
  });

  it("uses DEV100 to DEV109 once each", () => {
    expect(new Set(Object.values(deviceDetailCodes)).size).toBe(10);
    expect(Object.values(deviceDetailCodes).every((code) => /^DEV10\d$/.test(code))).toBe(true);
  });
});
