import { describe, expect, it } from "vitest";
import { fastagTestRuntime } from "./fastag-runtime.test-data";
import { tagTransition } from "./tags";

const walletId = "19000009653984";

describe("tag operations", () => {
  it.each([
    ["tag-is-already-active", "KA12AB5618", "ACTIVATE"],
    ["tag-is-already-inactive", "KA12AB5620", "DEACTIVATE"],
    ["tag-is-already-closed", "KA12AB5621", "ACTIVATE"],
    ["tag-is-already-closed", "KA12AB5621", "CLOSE"],
    ["tag-not-found", "KA99ZZ9999", "ACTIVATE"],
    ["tag-not-found", "MH01AB1234", "ACTIVATE"],
  ])("answer %s for %s %s on the examples' wallet", async (code, vehicleNumber, operation) => {
    const { call } = fastagTestRuntime();
    expect((await call("tagOperation", { walletId, vehicleNumber, operation })).body).toMatchObject({
      statusCode: code,
      data: {},
    });
  });

  it("answer invalid-channel-id for another channel's wallet and wallet-not-found for an unknown one", async () => {
    const { call } = fastagTestRuntime();
    const other = { walletId: "19000009650001", vehicleNumber: "MH01AB1234", operation: "DEACTIVATE" };
    expect((await call("tagOperation", other)).body.statusCode).toBe("invalid-channel-id");
    const unknown = { ...other, walletId: "19000000000000" };
    expect((await call("tagOperation", unknown)).body.statusCode).toBe("wallet-not-found");
  });

  it("move a tag through inactive, active and closed, for this client only", async () => {
    const { call } = fastagTestRuntime();
    const operate = async (operation: string, client?: string) =>
      (
        await call(
          "tagOperation",
          { walletId, vehicleNumber: "KA12AB5618", operation },
          client === undefined ? {} : { client },
        )
      ).body.statusCode;
    expect(await operate("DEACTIVATE")).toBe("success");
    expect(await operate("DEACTIVATE")).toBe("tag-is-already-inactive");
    expect(await operate("DEACTIVATE", "another client")).toBe("success");
    expect((await call("vehicleStatus", { vehicleNumber: "KA12AB5618" })).body.data).toEqual({
      bankStatus: "SUSPENDED",
      npciMapperStatus: "BLACKLIST",
    });
    expect(await operate("ACTIVATE")).toBe("success");
    expect(await operate("CLOSE")).toBe("success");
    expect(await operate("ACTIVATE")).toBe("tag-is-already-closed");
    expect((await call("vehicleStatus", { vehicleNumber: "KA12AB5618" })).body.data).toEqual({
      bankStatus: "CLOSED",
      npciMapperStatus: "NOT_FOUND",
    });
  });

  it("never reopen a closed tag", () => {
    for (const operation of ["ACTIVATE", "DEACTIVATE", "CLOSE"] as const)
      expect(tagTransition("closed", operation)).toEqual({ refused: "tag-is-already-closed" });
    expect(tagTransition("inactive", "CLOSE")).toBe("closed");
  });
});

describe("tag reissuance", () => {
  const reissue = (overrides: Record<string, unknown> = {}) => ({
    walletId,
    customer: {
      firstName: "Ravi",
      lastName: "Kumar",
      mobile: "9876543210",
      dob: "1974-10-29",
      gender: "M",
      email: "r@x.in",
    },
    document: { type: "PAN", number: "ABCDE1234F" },
    address: { line: "12 MG Road", city: "Bengaluru", state: "Karnataka", pinCode: "560001" },
    tagDetails: { toBeShippedByBank: false, sequence: "20923080" },
    vehicle: { number: "KA12AB5618", class: "4", isCommercial: false, chasisNumber: "MA3EWDE1S00123456" },
    ...overrides,
  });

  it("replaces the tag once, then answers duplicate-creation-request within the window", async () => {
    const { call, advance } = fastagTestRuntime();
    expect((await call("reissuance", reissue())).body).toEqual({
      statusCode: "success",
      statusMessage: "This operation is successful",
    });
    const bankShipped = reissue({ tagDetails: { toBeShippedByBank: true, sequence: "" } });
    expect((await call("reissuance", bankShipped)).body.statusCode).toBe("duplicate-creation-request");
    advance(61);
    expect((await call("reissuance", bankShipped)).body.statusCode).toBe("success");
    expect(
      (
        await call(
          "reissuance",
          reissue({ vehicle: { number: "KA12AB5620", class: "4", isCommercial: false, chasisNumber: "X" } }),
        )
      ).body.statusCode,
    ).toBe("invalid-tag-seq-number");
  });

  it.each([
    ["not-found", { walletId: "19000000000000" }],
    ["not-found", { walletId: "19000009650001" }],
    [
      "mobile-already-exists",
      {
        customer: {
          firstName: "Asha",
          lastName: "Rao",
          mobile: "9876543210",
          dob: "1974-10-29",
          gender: "F",
          email: "a@x.in",
        },
      },
    ],
    [
      "not-found",
      {
        customer: {
          firstName: "Asha",
          lastName: "Rao",
          mobile: "9000000001",
          dob: "1974-10-29",
          gender: "F",
          email: "a@x.in",
        },
      },
    ],
    ["not-found", { vehicle: { number: "KA99ZZ9999", class: "4", isCommercial: false, chasisNumber: "X" } }],
    [
      "vehicle-already-registered",
      { vehicle: { number: "MH01AB1234", class: "4", isCommercial: false, chasisNumber: "X" } },
    ],
    [
      "invalid-mobile-number",
      {
        customer: {
          firstName: "Ravi",
          lastName: "Kumar",
          mobile: "98765",
          dob: "1974-10-29",
          gender: "M",
          email: "r@x.in",
        },
      },
    ],
    ["invalid-tag-seq-number", { tagDetails: { toBeShippedByBank: false, sequence: "30000000" } }],
  ])("answers %s for %j", async (code, overrides) => {
    const { call } = fastagTestRuntime();
    const reply = await call("reissuance", reissue(overrides));
    expect(reply.body.statusCode).toBe(code);
    expect(reply.body).not.toHaveProperty("data");
  });
});
