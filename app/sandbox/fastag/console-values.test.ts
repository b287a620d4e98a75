import { describe, expect, it } from "vitest";
import { fastagSettings } from "../../../content/sandbox/fastag";
import {
  freshTagSequence,
  rememberFastagCall,
  withFastagSandboxValues,
  type FastagConsoleMemory,
} from "./console-values";

const ravi = { firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", dob: "1974-10-29" };
const newCustomer = { ...ravi, mobile: "9123400001" };

describe("the FASTag consoles' prefill", () => {
  it("validates the OTP the page's last OTP call sent, with the published OTP", () => {
    const memory = rememberFastagCall(
      {},
      "generate-otp",
      { mobile: "9123400001" },
      {
        data: { otpReferenceId: "K3X9Q2M7PA" },
        statusCode: "success",
      },
    );
    expect(
      withFastagSandboxValues("validate-otp", { otpReferenceId: "9TFUZBA4UW", otp: "0000" }, memory),
    ).toEqual({
      otpReferenceId: "K3X9Q2M7PA",
      otp: fastagSettings.otp,
    });
    expect(
      withFastagSandboxValues("validate-otp", { otpReferenceId: "9TFUZBA4UW", otp: "4321" }, {}),
    ).toEqual({
      otpReferenceId: "9TFUZBA4UW",
      otp: fastagSettings.otp,
    });
  });

  it("creates the wallet of the last new customer dedupe found, then polls its status", () => {
    let memory: FastagConsoleMemory = rememberFastagCall(
      {},
      "dedupe",
      { customer: newCustomer, vehicleNumber: "KA07AB0001" },
      { data: {}, statusCode: "not-found" },
    );
    const creation = withFastagSandboxValues(
      "wallet-creation",
      {
        customer: { ...ravi, gender: "M", email: "ravi.kumar@example.in" },
        vehicle: { number: "KA12AB5618", class: "4" },
        tagDetails: { toBeShippedByBank: false, sequence: "20923079" },
      },
      memory,
    ) as { customer: object; vehicle: object; tagDetails: { sequence: string } };
    expect(creation.customer).toEqual({ ...newCustomer, gender: "M", email: "ravi.kumar@example.in" });
    expect(creation.vehicle).toEqual({ number: "KA07AB0001", class: "4" });
    expect(Number(creation.tagDetails.sequence)).toBeGreaterThanOrEqual(fastagSettings.tagSequences.from);
    expect(Number(creation.tagDetails.sequence)).toBeLessThanOrEqual(fastagSettings.tagSequences.to);

    memory = rememberFastagCall(memory, "wallet-creation", creation, { statusCode: "success" });
    expect(
      withFastagSandboxValues("wallet-status", { customer: ravi, vehicleNumber: "KA12AB5618" }, memory),
    ).toEqual({
      customer: newCustomer,
      vehicleNumber: "KA07AB0001",
    });
  });

  it("leaves a creation whose dedupe found the customer, or a bank-shipped tag, as documented", () => {
    const memory = rememberFastagCall(
      {},
      "dedupe",
      { customer: ravi, vehicleNumber: "KA12AB5618" },
      { data: { walletId: "19000009653984" }, statusCode: "registered-customer-and-vehicle" },
    );
    const body = {
      customer: ravi,
      vehicle: { number: "KA12AB5618" },
      tagDetails: { toBeShippedByBank: true, sequence: "" },
    };
    expect(withFastagSandboxValues("wallet-creation", body, memory)).toEqual(body);
  });

  it("recharges with a fresh referenceId and asks after the last accepted recharge", () => {
    const body = { walletId: "19000009653984", amount: "100", referenceId: "BCRCH0000000001" };
    const first = withFastagSandboxValues("recharge", body, {}) as typeof body;
    const second = withFastagSandboxValues("recharge", body, {}) as typeof body;
    expect(first.referenceId).not.toBe(second.referenceId);
    expect(first.referenceId).toMatch(new RegExp(fastagSettings.referenceIdPattern));

    const refused = rememberFastagCall({}, "recharge", first, { data: {}, statusCode: "ref-id-not-unique" });
    expect(refused).toEqual({});
    const memory = rememberFastagCall({}, "recharge", first, { data: {}, statusCode: "submitted" });
    expect(
      withFastagSandboxValues(
        "recharge-status",
        { walletId: "19000009653984", referenceId: "BCRCH0000000001" },
        memory,
      ),
    ).toEqual({ walletId: first.walletId, referenceId: first.referenceId });
  });

  it("leaves the other operations' bodies as documented", () => {
    const body = { walletId: "19000009653984" };
    expect(withFastagSandboxValues("wallet-balance", body, {})).toBe(body);
    expect(withFastagSandboxValues("recharge", "not an object", {})).toBe("not an object");
  });

  it("takes tag sequences from the published stock", () => {
    for (let index = 0; index < 100; index += 1) {
      const sequence = Number(freshTagSequence());
      expect(sequence).toBeGreaterThanOrEqual(fastagSettings.tagSequences.from);
      expect(sequence).toBeLessThanOrEqual(fastagSettings.tagSequences.to);
    }
  });
});
