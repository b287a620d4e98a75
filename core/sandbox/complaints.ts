import {
  checkComplaintInput,
  complaintStatus,
  issueComplaintReference,
  issueTypeFromNumber,
} from "../bill-payment/complaint";
import type { CouOperation } from "./cou-runtime";
import { couSuccess, sandboxFailure } from "./reply";

/** raise-complaint and complaint-status: the reference is signed, so its status needs no store. */

const raiseComplaint: CouOperation = {
  // The sandbox accepts an issue type by its number as well as by its sentence.
  normalize: (body, runtime) =>
    "issueType" in body
      ? { ...body, issueType: issueTypeFromNumber(body.issueType, runtime.rules.issueTypes) }
      : body,
  // Before the schema, whose pattern also refuses a blank txnId or description: the sandbox's own
  // code for the complaint rules stays the answer, whichever of the two would see it first.
  precheck: (body) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const blank = (["txnId", "description"] as const).filter((field) => {
      const value = fields[field];
      return typeof value === "string" && value.trim() === "";
    });
    return blank.length > 0
      ? sandboxFailure("SANDBOX_INVALID_COMPLAINT", blank.map((field) => `${field} is blank.`).join(" "))
      : undefined;
  },
  run: async (body, runtime) => {
    const problems = checkComplaintInput(body, runtime.now());
    if (problems.length > 0) return sandboxFailure("SANDBOX_INVALID_COMPLAINT", problems.join(" "));
    const referenceId = issueComplaintReference(
      { txnId: String(body.txnId), issueType: String(body.issueType) },
      runtime.now(),
      runtime.key,
    );
    return couSuccess({ referenceId }, "Complaint raised.");
  },
};

const getComplaintStatus: CouOperation = {
  run: async (body, runtime) => {
    const status = complaintStatus(body.referenceId, runtime.now(), runtime.key);
    return status ? couSuccess(status) : sandboxFailure("SANDBOX_UNKNOWN_COMPLAINT");
  },
};

export const complaintOperations: Record<string, CouOperation> = { raiseComplaint, getComplaintStatus };
