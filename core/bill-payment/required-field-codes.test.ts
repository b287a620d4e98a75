import { describe, expect, it } from "vitest";
import { missingFieldCode } from "./required-field-codes";

const fetchRequired = ["billerId", "categoryCode", "customerParams", "mobileNumber", "agent"];

describe("codes for missing required fields", () => {
  it.each<[string, string, unknown, readonly string[], { field: string; code: string } | undefined]>([
    [
      "billerId on fetch",
      "billFetchRequest",
      { categoryCode: "C01" },
      fetchRequired,
      { field: "billerId", code: "ERR100" },
    ],
    [
      "a blank billerId",
      "billFetchRequest",
      { billerId: " " },
      fetchRequired,
      { field: "billerId", code: "ERR100" },
    ],
    [
      "mobileNumber on fetch",
      "billFetchRequest",
      { billerId: "B" },
      fetchRequired,
      { field: "mobileNumber", code: "ERR104" },
    ],
    [
      "agent on fetch",
      "billFetchRequest",
      { billerId: "B", mobileNumber: "9876543210" },
      fetchRequired,
      { field: "agent", code: "ERRAGT" },
    ],
    [
      "categoryCode on biller-fields",
      "getBillerFields",
      {},
      ["categoryCode", "billerId"],
      { field: "categoryCode", code: "ERR154" },
    ],
    [
      "categoryCode on biller-details",
      "getBillerDetails",
      {},
      ["categoryCode", "billerId"],
      { field: "categoryCode", code: "ERR154" },
    ],
    [
      "categoryCode on biller-list",
      "getBillerList",
      null,
      ["categoryCode"],
      { field: "categoryCode", code: "ERR100" },
    ],
    [
      "a field without a documented code",
      "billFetchRequest",
      { billerId: "B", mobileNumber: "1", agent: {} },
      fetchRequired,
      undefined,
    ],
    ["a call without codes", "makePayment", {}, ["amount", "context"], undefined],
  ])("%s", (_name, operationId, body, required, expected) => {
    expect(missingFieldCode(operationId, body, required)).toEqual(expected);
  });
});
