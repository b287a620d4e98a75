import { describe, expect, it } from "vitest";
import { linkFromAnswer } from "./link-answer";

describe("linkFromAnswer", () => {
  it("finds the hosted payment link of a link session", () => {
    expect(
      linkFromAnswer({ link: "http://127.0.0.1:4000/instacollect/pay?link=lnk_1", sessionId: "ics_1" }),
    ).toBe("http://127.0.0.1:4000/instacollect/pay?link=lnk_1");
  });

  it("shows no link for other answers, relative links or other schemes", () => {
    expect(linkFromAnswer({ statusCode: "SANDBOX_UNKNOWN_BILL" })).toBeUndefined();
    expect(linkFromAnswer(null)).toBeUndefined();
    expect(linkFromAnswer({ link: 42 })).toBeUndefined();
    expect(linkFromAnswer({ link: "/instacollect/pay?link=lnk_1" })).toBeUndefined();
    expect(linkFromAnswer({ link: "javascript:alert(1)" })).toBeUndefined();
  });
});
