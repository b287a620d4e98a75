import { describe, expect, it } from "vitest";
import { sandboxCodes } from "./sandbox-codes";
import { sandboxCodesOf } from "./sandbox-code-areas";

describe("sandboxCodesOf", () => {
  it("lists InstaCollect's and FASTag's codes apart from the general ones, each code in one list", () => {
    const general = sandboxCodesOf("general").map((row) => row.code);
    const instaCollect = sandboxCodesOf("instacollect").map((row) => row.code);
    const fastag = sandboxCodesOf("fastag").map((row) => row.code);
    expect(fastag).toContain("SANDBOX_MISSING_FASTAG_HEADERS");
    expect(instaCollect).toContain("SANDBOX_UNKNOWN_BILL");
    expect(instaCollect).not.toContain("SANDBOX_INVALID_REQUEST");
    expect(general).toContain("SANDBOX_INVALID_REQUEST");
    expect(general).not.toContain("SANDBOX_LINK_USED");
    expect([...general, ...instaCollect, ...fastag].sort()).toEqual(Object.keys(sandboxCodes).sort());
  });

  it("carries each code's HTTP status and meaning", () => {
    expect(sandboxCodesOf("instacollect")).toContainEqual({
      code: "SANDBOX_LINK_USED",
      status: 410,
      meaning: sandboxCodes.SANDBOX_LINK_USED.meaning,
    });
  });
});
