import { describe, expect, it } from "vitest";
import { paramProblems } from "./param-problems";

const consumerNumber = {
  paramName: "Consumer Number",
  minLength: 10,
  maxLength: 10,
  regex: "^[0-9]{10}$",
  optional: false,
};
const reference = { paramName: "Reference", minLength: 1, maxLength: 8, regex: "^[A-Z]+$", optional: true };

describe("the fetch form's checks", () => {
  it("passes what the biller's rules accept, optional parameters left out", () => {
    expect(
      paramProblems([{ name: "Consumer Number", value: "1234567890" }], [consumerNumber, reference]),
    ).toEqual({});
  });

  it("names each parameter that breaks a rule, as the sandbox does", () => {
    expect(
      paramProblems(
        [
          { name: "Consumer Number", value: "12345" },
          { name: "Reference", value: "ab" },
        ],
        [consumerNumber, reference],
      ),
    ).toEqual({
      "Consumer Number": "Consumer Number must have at least 10 characters.",
      Reference: "Reference is not in the form the biller uses.",
    });
    expect(paramProblems([], [consumerNumber])).toEqual({
      "Consumer Number": "Consumer Number is mandatory.",
    });
  });
});
