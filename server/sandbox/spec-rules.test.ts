import { describe, expect, it } from "vitest";
import { couOperations } from "../../core/sandbox/cou-operations";
import { providerOperations } from "../../core/sandbox/provider-operations";
import { loadSandboxSpecs } from "./load-specs";
import { couRulesFrom, inRange } from "./spec-rules";
import { specOperations } from "./spec-operations";

const specs = loadSandboxSpecs();

describe("the rules the sandbox reads from cou.yaml", () => {
  const rules = couRulesFrom(specs.cou);

  it("reads agent fields by channel, with both spellings of the bank branch", () => {
    expect(rules.mandatoryByChannel).toEqual({
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
    });
  });

  it("reads amount editability by exactness", () => {
    expect(rules.amountEditability).toEqual({
      EXACT: "fixed",
      EXACT_DOWN: "up-to-bill-amount",
      EXACT_UP: "at-least-bill-amount",
      ANY: "any",
      ADHOC: "any",
      BOTH: "any",
    });
  });

  it.each([
    ["billFetchRequest", "ERR999", "Biller deregistered, pending authorization."],
    ["getBillerFields", "ERR999", "Success."],
    ["getBillerList", "ERR100", "Category not specified."],
    ["billFetchRequest", "ERR100", "billerId not specified."],
    ["billFetchRequest", "DEV104", "Mandatory device details for the given channel are missing."],
    ["getBillerDetails", "ERR155", "billerId not found."],
    ["getFetchedBill", "ERR182", "Inactive registration."],
  ])("gives %s's %s its catalogue meaning", (operationId, code, meaning) => {
    expect(rules.meaningOf(operationId, code)).toBe(meaning);
  });

  it("reads the six issue types in their listed order, so that 1–6 name them", () => {
    expect(rules.issueTypes).toEqual([
      "Transaction successful, account not updated",
      "Amount deducted, biller credited, but no transaction id",
      "Amount deducted, biller not credited, no transaction id",
      "Deducted multiple times",
      "Double payment",
      "Paid to the wrong account",
    ]);
  });

  it("stops the server when an extension is missing", () => {
    const withoutAgent = { ...specs.cou, components: { ...specs.cou.components, schemas: {} } };
    expect(() => couRulesFrom(withoutAgent)).toThrow(/Agent/);
  });

  it.each([
    ["DEV100–DEV110", "DEV100", true],
    ["DEV100–DEV110", "DEV110", true],
    ["DEV100–DEV110", "DEV111", false],
    ["ERR175–ERR177", "ERR176", true],
    ["ERR175–ERR177", "DEV176", false],
    ["ERR104", "ERR104", false],
  ])("range %s holds %s: %s", (range, code, expected) => {
    expect(inRange(range, code)).toBe(expected);
  });
});

describe("every documented operation has an implementation", () => {
  it.each([
    ["cou", couOperations],
    ["provider", providerOperations],
  ] as const)("%s", (id, implementations) => {
    const documented = specOperations(specs[id]).map((operation) => operation.operationId);
    expect(documented.filter((operationId) => !(operationId in implementations))).toEqual([]);
    expect(Object.keys(implementations).filter((operationId) => !documented.includes(operationId))).toEqual(
      [],
    );
  });

  it("knows which token each bearer operation takes", () => {
    for (const operation of specOperations(specs.provider).filter((entry) => entry.bearer))
      expect(providerOperations[operation.operationId]?.scope, operation.operationId).toBeDefined();
  });

  it("requires the seven credential headers on every bill API operation", () => {
    for (const operation of specOperations(specs.cou))
      expect(operation.requiredHeaders, operation.operationId).toHaveLength(7);
  });
});
