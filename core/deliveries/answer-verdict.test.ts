import { describe, expect, it } from "vitest";
import { verdictOf } from "./answer-verdict";

const answer = (status: number, body: string, truncated = false) => ({ answer: { status, body, truncated } });

describe("verdictOf", () => {
  it("accepts a notification only on HTTP 200 with success true", () => {
    expect(verdictOf("success-true", answer(200, '{"success":true}')).delivered).toBe(true);
    expect(verdictOf("success-true", answer(200, '{"success":false}'))).toEqual({
      delivered: false,
      reason: "HTTP 200 with success false: not accepted.",
    });
    expect(verdictOf("success-true", answer(500, '{"success":true}')).delivered).toBe(false);
    expect(verdictOf("success-true", answer(200, "OK")).delivered).toBe(false);
    expect(verdictOf("success-true", answer(200, '{"success":"true"}')).delivered).toBe(false);
  });

  it("reads the InstaCollect reply's status", () => {
    expect(verdictOf("status-acknowledged", answer(200, '{"status":"acknowledged"}')).delivered).toBe(true);
    expect(verdictOf("status-acknowledged", answer(200, '{"status":"failure"}')).reason).toMatch(/failure/);
    expect(verdictOf("status-acknowledged", answer(503, '{"status":"acknowledged"}')).delivered).toBe(false);
  });

  it("counts any HTTP 200 as a delivered FASTag notification", () => {
    expect(verdictOf("http-200", answer(200, "")).delivered).toBe(true);
    expect(verdictOf("http-200", answer(204, "")).delivered).toBe(false);
    expect(verdictOf("http-200", answer(302, "")).reason).toMatch(/HTTP 302/);
  });

  it("never accepts an answer that was cut off, or none", () => {
    expect(verdictOf("success-true", answer(200, '{"success":true', true)).delivered).toBe(false);
    expect(verdictOf("http-200", { error: "No answer within 10 s." })).toEqual({
      delivered: false,
      reason: "No answer within 10 s.",
    });
  });
});
