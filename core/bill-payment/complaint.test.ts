import { describe, expect, it } from "vitest";
import { signToken, tokenKey } from "../sandbox/signed-token";
import {
  checkComplaintInput,
  complaintStatus,
  issueComplaintReference,
  istDate,
  issueTypeFromNumber,
  unresolvedIssueType,
} from "./complaint";

const key = tokenKey("a-test-secret-of-some-length");
const raisedAt = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("complaint input", () => {
  const good = { txnId: "SBXTXN1", txnDate: "2026-11-20", description: "Paid twice." };
  it("accepts a complaint about a past transaction, and one from today in IST", () => {
    expect(checkComplaintInput(good, raisedAt)).toEqual([]);
    // 20:00 UTC on the 22nd is already the 23rd in IST.
    expect(checkComplaintInput({ ...good, txnDate: "2026-11-23" }, Date.UTC(2026, 10, 22, 20, 0, 0))).toEqual(
      [],
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a blank txnId", { txnId: " " }, "txnId is blank."],
    ["a blank description", { description: "" }, "description is blank."],
    ["a date in another format", { txnDate: "20/11/2026" }, "txnDate is not a date in the form YYYY-MM-DD."],
    ["an impossible date", { txnDate: "2026-02-30" }, "txnDate is not a date in the form YYYY-MM-DD."],
    ["a future date", { txnDate: "2026-11-23" }, "txnDate is in the future."],
  ])("flags %s", (_name, change, problem) => {
    expect(checkComplaintInput({ ...good, ...change }, raisedAt)).toEqual([problem]);
  });

  it("dates in IST", () => {
    expect(istDate(Date.UTC(2026, 10, 22, 18, 29, 0))).toBe("2026-11-22");
    expect(istDate(Date.UTC(2026, 10, 22, 18, 30, 0))).toBe("2026-11-23");
  });
});

describe("an issue type sent by its number", () => {
  const issueTypes = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"];

  it.each<[unknown, unknown]>([
    [3, "Third"],
    ["3", "Third"],
    [1, "First"],
    [6, "Sixth"],
  ])("reads %j as the issue type at that place in the list", (sent, read) => {
    expect(issueTypeFromNumber(sent, issueTypes)).toBe(read);
  });

  it.each<[unknown]>([[7], [0], ["7"], [2.5], ["03 "], [" 3"], ["Third"], [undefined], [null]])(
    "leaves %j as sent, for the schema to check",
    (sent) => {
      expect(issueTypeFromNumber(sent, issueTypes)).toBe(sent);
    },
  );
});

describe("complaint status", () => {
  const statusAt = (issueType: string, seconds: number) => {
    const referenceId = issueComplaintReference({ txnId: "SBXTXN1", issueType }, raisedAt, key);
    return complaintStatus(referenceId, raisedAt + seconds * 1000, key);
  };

  it.each([
    [0, "ASSIGNED", "Y"],
    [10, "RE ASSIGNED", "Y"],
    [20, "ESCALATED", "Y"],
    [30, "ASSIGNED TO BOU", "Y"],
    [40, "RESOLVED", "N"],
  ])("advances: %s s → %s (open %s)", (seconds, status, open) => {
    expect(statusAt("Double payment", seconds)).toMatchObject({
      status,
      isComplaintOpen: open,
      txnId: "SBXTXN1",
    });
  });

  it("ends UNRESOLVED for a payment to the wrong account", () => {
    expect(statusAt(unresolvedIssueType, 45)).toMatchObject({
      status: "UNRESOLVED",
      isComplaintOpen: "N",
    });
  });

  it("counts a message per step", () => {
    expect(statusAt("Double payment", 25)?.sequenceNumber).toBe(3);
  });

  it.each([
    ["nothing", undefined],
    ["a number", 7],
    ["a forged reference", "eyJrIjoiY29tcGxhaW50In0.AAAA"],
  ])("knows nothing of %s", (_name, referenceId) => {
    expect(complaintStatus(referenceId, raisedAt, key)).toBeUndefined();
  });

  it("knows nothing of another signed token", () => {
    const context = signToken({ k: "fetch", v: 1, i: "X", t: 0, x: "T", y: "Y" }, key);
    expect(complaintStatus(context, raisedAt, key)).toBeUndefined();
  });
});
