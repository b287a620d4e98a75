/**
 * The customer's mobile number on bill-fetch-request: `ERR104` when it is not specified, `ERR112`
 * when it is not valid. The specification does not give the format; the sandbox takes an Indian
 * mobile number, ten digits starting with 6, 7, 8 or 9, with no prefix or spaces, and the page
 * says that production's exact rule is confirmed during onboarding.
 */
export const mobileNumberPattern = /^[6-9][0-9]{9}$/;

export function checkMobileNumber(value: unknown): "ERR104" | "ERR112" | undefined {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
    return "ERR104";
  if (typeof value !== "string" || !mobileNumberPattern.test(value)) return "ERR112";
  return undefined;
}
