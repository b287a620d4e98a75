import { describe, expect, it } from "vitest";
import { headerRow, headersOfRows } from "./header-rows";

describe("the console's header rows", () => {
  it("send each named row, trimmed, and skip the empty ones", () => {
    const rows = [headerRow(" client-id ", " SBX "), headerRow(), headerRow("x-trace", "")];
    expect(headersOfRows(rows)).toEqual({
      ok: true,
      headers: [
        ["client-id", "SBX"],
        ["x-trace", ""],
      ],
    });
  });

  it("name the row whose name is missing or not a header name", () => {
    expect(headersOfRows([headerRow("a", "1"), headerRow("", "orphan")])).toEqual({
      ok: false,
      message: "Header row 2 has a value but no name.",
    });
    expect(headersOfRows([headerRow("client id", "1")])).toEqual({
      ok: false,
      message: 'Header row 1: "client id" is not a header name (letters, digits and - only).',
    });
  });

  it("give every row its own key", () => {
    expect(headerRow().key).not.toBe(headerRow().key);
  });
});
