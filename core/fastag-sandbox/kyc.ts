import { randomId } from "../sandbox/random-id";
import {
  fastagAnswer,
  invalidRequest,
  readStrings,
  validMobile,
  valueAt,
  type FastagOperation,
  type FastagReply,
} from "./fastag-runtime";
import { FastagState } from "./fastag-state";

/** Minimum KYC: an OTP "sent" to the mobile (the sandbox sends none and publishes the OTP it accepts). */

const invalidMobile = (): FastagReply =>
  fastagAnswer("invalid-mobile-number", "The mobile number is not valid.");

/** A nine-digit or otherwise wrong mobile string answers its documented code before the schema. */
function mobilePrecheck(path: string): NonNullable<FastagOperation["precheck"]> {
  return (body, runtime) => {
    const mobile = valueAt(body, path);
    return typeof mobile === "string" && !validMobile(mobile, runtime) ? invalidMobile() : undefined;
  };
}

export const generateOtp: FastagOperation = {
  precheck: mobilePrecheck("mobile"),
  run: async (body, runtime) => {
    const read = readStrings(body, ["mobile"]);
    if (!read.ok) return invalidRequest(read.problems);
    const { mobile } = read.values;
    if (!validMobile(mobile, runtime)) return invalidMobile();
    const otpReferenceId = randomId(10);
    await new FastagState(runtime).saveOtp(otpReferenceId, {
      mobile,
      issuedAt: runtime.now(),
      wrongAttempts: 0,
      used: false,
    });
    return fastagAnswer("success", "API is successful", { otpReferenceId });
  },
};

const invalidOtp = (detail: string): FastagReply => fastagAnswer("invalid-otp", `Invalid OTP. ${detail}`);

export const validateOtp: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["otpReferenceId", "otp"]);
    if (!read.ok) return invalidRequest(read.problems);
    const { otpReferenceId, otp } = read.values;
    const settings = runtime.data.fastagSettings;
    const state = new FastagState(runtime);
    const record = await state.otp(otpReferenceId);
    if (!record) return invalidOtp("No OTP was generated with this otpReferenceId.");
    if (record.used) return invalidOtp("This OTP has already been validated; generate a new one.");
    if (runtime.now() > record.issuedAt + settings.otpValidMinutes * 60_000)
      return invalidOtp(`The OTP has expired (it is valid for ${settings.otpValidMinutes} minutes).`);
    if (record.wrongAttempts >= settings.otpAttempts)
      return invalidOtp(`${settings.otpAttempts} wrong attempts; generate a new OTP.`);
    if (otp !== settings.otp) {
      await state.saveOtp(otpReferenceId, { ...record, wrongAttempts: record.wrongAttempts + 1 });
      return invalidOtp(`The sandbox accepts ${settings.otp}.`);
    }
    await state.saveOtp(otpReferenceId, { ...record, used: true });
    await state.markOtpValidated(record.mobile);
    return fastagAnswer("success", "The OTP is correct.");
  },
};
