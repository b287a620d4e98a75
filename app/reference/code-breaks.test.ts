import { describe, expect, it } from "vitest";
import { codeParts, withCodeBreaks } from "./code-breaks";

describe("a long code's break points", () => {
  it("follow its separators, not its letters", () => {
    expect(codeParts("POST /sandbox/api/transaction/status")).toEqual([
      "POST /",
      "sandbox/",
      "api/",
      "transaction/",
      "status",
    ]);
    expect(codeParts("SANDBOX_UNSUPPORTED_MEDIA_TYPE")).toEqual([
      "SANDBOX_",
      "UNSUPPORTED_",
      "MEDIA_",
      "TYPE",
    ]);
    expect(codeParts('{"a":1,"b":2,"c":"xyz"}')).toEqual(['{"a":', "1,", '"b":', "2,", '"c":', '"xyz"}']);
  });

  it("leave a short code whole", () => {
    expect(codeParts("ERR_104")).toEqual(["ERR_104"]);
  });

  it("mark them in a cell's HTML without changing its text", () => {
    const cell = "Send <code>SANDBOX_METHOD_NOT_ALLOWED</code> or <code>ERR_1</code>";
    const marked = withCodeBreaks(cell);
    expect(marked).toBe("Send <code>SANDBOX_<wbr>METHOD_<wbr>NOT_<wbr>ALLOWED</code> or <code>ERR_1</code>");
    expect(marked.replaceAll("<wbr>", "")).toBe(cell);
  });
});
