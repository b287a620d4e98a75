import { randomId } from "../sandbox/random-id";
import { signToken, verifyToken, type TokenKey } from "../sandbox/signed-token";
import { stateAt, type Stage } from "../sandbox/timeline";

/**
 * Complaints: the raise-complaint input rules (no blank txnId or description, which the schema
 * also carries; a txnDate on or before today, which it cannot), the signed reference
 * that raise-complaint returns, and how a complaint's status advances (specification, section 4
 * lists the statuses and their meanings; the timing is the sandbox's own).
 */

/** The issue type the sandbox leaves UNRESOLVED: a payment to the wrong account cannot be undone by the biller. */
export const unresolvedIssueType = "Paid to the wrong account";

type Step = { status: string; assignedTo: string; open: boolean };

/**
 * An issue type sent by its number, as the sandbox accepts it: `1`–`6` in the listed order, as a
 * JSON number (`3`) or a string of digits (`"3"`), is the documented issue type at that place in
 * `issueTypes`. Anything else comes back as sent, for the schema to check.
 */
export function issueTypeFromNumber(issueType: unknown, issueTypes: readonly string[]): unknown {
  const number =
    typeof issueType === "number"
      ? issueType
      : typeof issueType === "string" && /^[0-9]+$/.test(issueType)
        ? Number(issueType)
        : Number.NaN;
  return Number.isInteger(number) && number >= 1 && number <= issueTypes.length
    ? issueTypes[number - 1]
    : issueType;
}

/** ASSIGNED, RE ASSIGNED, ESCALATED, ASSIGNED TO BOU, then RESOLVED (or UNRESOLVED), ten seconds apart. */
export function complaintTimeline(issueType: string): readonly [Stage<Step>, ...Stage<Step>[]] {
  const final = issueType === unresolvedIssueType ? "UNRESOLVED" : "RESOLVED";
  return [
    { fromSeconds: 0, state: { status: "ASSIGNED", assignedTo: "Customer OU", open: true } },
    { fromSeconds: 10, state: { status: "RE ASSIGNED", assignedTo: "Biller OU", open: true } },
    { fromSeconds: 20, state: { status: "ESCALATED", assignedTo: "Biller OU", open: true } },
    // The customer and biller units differ for every sandbox biller, so the central unit assigns to the BOU.
    { fromSeconds: 30, state: { status: "ASSIGNED TO BOU", assignedTo: "Biller OU", open: true } },
    { fromSeconds: 40, state: { status: final, assignedTo: "Biller OU", open: false } },
  ];
}

export function complaintStepAt(issueType: string, elapsedSeconds: number): Step {
  return stateAt(complaintTimeline(issueType), elapsedSeconds);
}

/** Today's date in IST, `YYYY-MM-DD`: Indian payments are dated in IST whatever the server's zone. */
export function istDate(nowMs: number): string {
  return new Date(nowMs + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The complaint input rules beyond the schema (which checks presence, types and `issueType`'s six
 * values, once `issueTypeFromNumber` has read a number): `txnId` and `description` are not blank,
 * and `txnDate` is a calendar date (`YYYY-MM-DD`, the sandbox's reading; the format is issued during
 * onboarding) no later than today in IST.
 */
export function checkComplaintInput(
  body: { txnId?: unknown; txnDate?: unknown; description?: unknown },
  nowMs: number,
): string[] {
  const problems: string[] = [];
  if (typeof body.txnId !== "string" || body.txnId.trim() === "") problems.push("txnId is blank.");
  if (typeof body.description !== "string" || body.description.trim() === "")
    problems.push("description is blank.");
  const date = typeof body.txnDate === "string" ? body.txnDate : "";
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    problems.push("txnDate is not a date in the form YYYY-MM-DD.");
  else if (date > istDate(nowMs)) problems.push("txnDate is in the future.");
  return problems;
}

type ComplaintReference = { k: "complaint"; v: 1; i: string; t: number; x: string; y: string };

/** The signed `referenceId` of a complaint raised at `nowMs`. */
export function issueComplaintReference(
  complaint: { txnId: string; issueType: string },
  nowMs: number,
  key: TokenKey,
): string {
  const payload: ComplaintReference = {
    k: "complaint",
    v: 1,
    i: randomId(10),
    t: Math.floor(nowMs / 1000),
    x: complaint.txnId,
    y: complaint.issueType,
  };
  return signToken(payload, key);
}

export type ComplaintStatus = {
  complaintID: string;
  assignedTo: string;
  isComplaintOpen: "Y" | "N";
  status: string;
  txnId: string;
  npciMessageId: string;
  npciRefId: string;
  sequenceNumber: number;
  transactionResponseCode: string;
  transactionResponseReason: string;
};

/** The status of the complaint a `referenceId` names, or undefined if the sandbox did not issue it. */
export function complaintStatus(
  referenceId: unknown,
  nowMs: number,
  key: TokenKey,
): ComplaintStatus | undefined {
  if (typeof referenceId !== "string") return undefined;
  const payload = verifyToken(referenceId.trim(), key) as Partial<ComplaintReference> | undefined;
  if (payload?.k !== "complaint" || payload.v !== 1) return undefined;
  const { i, t, x, y } = payload;
  if (typeof i !== "string" || typeof t !== "number" || typeof x !== "string" || typeof y !== "string")
    return undefined;
  const elapsed = Math.max(0, nowMs / 1000 - t);
  const timeline = complaintTimeline(y);
  const step = complaintStepAt(y, elapsed);
  return {
    complaintID: `CMP${i}`,
    assignedTo: step.assignedTo,
    isComplaintOpen: step.open ? "Y" : "N",
    status: step.status,
    txnId: x,
    npciMessageId: `NPCIMSG${i}`,
    npciRefId: `NPCIREF${i}`,
    // One more message each time the complaint moves on.
    sequenceNumber: timeline.filter((stage) => elapsed >= stage.fromSeconds).length,
    transactionResponseCode: "000",
    transactionResponseReason: "Successful",
  };
}
