/** The bill validation check: status, errorCode and data.additionalInfo, as the guide lists them. */
import { limits } from "../biller-response/rules";
import type { KitCall } from "./kit-call";
import type { ShapeCheck } from "./fetch-checks";
import type { KitFinding, KitResult } from "./kit-report";
import { fail, pass, resultOf, unjudgeable, valueAt } from "./kit-verdict";

export function validationResults(call: KitCall, shape: ShapeCheck): KitResult[] {
  const problem = unjudgeable(call);
  if (problem) return [resultOf("validation-shape", "validation", problem, [call])];
  const findings: KitFinding[] = shape("BillValidationOutcome", call.json).map(({ path, message }) => ({
    path,
    value: valueAt(call.json, path),
    message: `${path || "The response"} ${message}`,
  }));
  // The values of status and errorCode are issued during onboarding; that they are there is not.
  for (const field of ["status", "errorCode"])
    if (typeof valueAt(call.json, field) !== "string")
      findings.push({
        path: field,
        value: valueAt(call.json, field),
        message: `${field} is part of the validation answer.`,
      });
  const info = valueAt(call.json, "data.additionalInfo");
  if (!Array.isArray(info))
    findings.push({
      path: "data.additionalInfo",
      value: info,
      message: "data.additionalInfo is a list of name/value pairs.",
    });
  else if (info.length > limits.additionalInfo)
    findings.push({
      path: "data.additionalInfo",
      value: info.length,
      message: `data.additionalInfo has ${info.length} entries; at most ${limits.additionalInfo} are allowed.`,
    });
  const unique = findings.filter(
    (finding, index) => findings.findIndex((other) => other.path === finding.path) === index,
  );
  return [resultOf("validation-shape", "validation", unique.length > 0 ? fail(...unique) : pass(), [call])];
}
