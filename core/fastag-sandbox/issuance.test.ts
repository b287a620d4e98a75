import { describe, expect, it } from "vitest";
import {
  creationBody,
  fastagTestRuntime,
  lookupOf,
  newCustomer,
  prepareNewCustomer,
} from "./fastag-runtime.test-data";

const ravi = { firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", dob: "1974-10-29" };
const raviFull = { ...ravi, gender: "M", email: "ravi@example.in" };

describe("issuance of a new customer, end to end on a moving clock", () => {
  it("goes from dedupe through OTP and wallet creation to an active tag", async () => {
    const { call, advance } = fastagTestRuntime();
    const lookup = lookupOf(newCustomer, "KA01NEW0001");
    expect((await call("dedupe", lookup)).body).toMatchObject({ statusCode: "not-found", data: {} });
    expect((await call("vehicleStatus", { vehicleNumber: "KA01NEW0001" })).body.statusCode).toBe(
      "SANDBOX_FASTAG_VEHICLE_NOT_FOUND",
    );

    const otp = await call("generateOtp", { mobile: newCustomer.mobile });
    expect(otp.body).toMatchObject({ statusCode: "success", statusMessage: "API is successful" });
    const { otpReferenceId } = otp.body.data as { otpReferenceId: string };
    expect(otpReferenceId).toMatch(/^[0-9A-Z]{10}$/);
    expect((await call("validateOtp", { otpReferenceId, otp: "0000" })).body.statusCode).toBe("invalid-otp");
    expect((await call("validateOtp", { otpReferenceId, otp: "4321" })).body).toMatchObject({
      statusCode: "success",
      data: {},
    });

    const created = await call("createWallet", creationBody());
    expect(created).toEqual({
      status: 200,
      body: { statusCode: "success", statusMessage: "Wallet creation is in progress. Check /wallet-status." },
    });
    expect((await call("createWallet", creationBody())).body.statusCode).toBe("duplicate-creation-request");

    const poll = () => call("walletCreationStatus", lookup);
    expect((await poll()).body).toMatchObject({ statusCode: "duplicate-creation-request", data: {} });
    advance(29);
    expect((await poll()).body.statusCode).toBe("duplicate-creation-request");
    advance(1);
    const early = await poll();
    expect(early.body).toMatchObject({
      statusCode: "wallet-creation-successful",
      statusMessage: "Wallet is successfully created",
    });
    const { walletId } = early.body.data as { walletId: string };
    expect(walletId).toMatch(/^1900[0-9]{10}$/);
    advance(30);
    expect((await poll()).body).toMatchObject({ statusCode: "success", data: { walletId } });

    expect((await call("vehicleStatus", { vehicleNumber: "KA01NEW0001" })).body).toMatchObject({
      statusCode: "vehicle-found",
      data: { bankStatus: "ACTIVE", npciMapperStatus: "ACTIVE" },
    });
    expect((await call("walletBalance", { walletId })).body.data).toEqual({
      balance: "200.00",
      odBalance: "0.00",
      sdbalance: "200.00",
      unclearBalance: "0.00",
      thresholdAmount: "100.00",
    });
    const tag = { walletId, vehicleNumber: "KA01NEW0001" };
    expect((await call("tagOperation", { ...tag, operation: "ACTIVATE" })).body.statusCode).toBe(
      "tag-is-already-active",
    );
    expect((await call("dedupe", lookup)).body).toMatchObject({
      statusCode: "registered-customer-and-vehicle",
      data: { walletId },
    });
  });

  it("shows the top-up as unclear until the wallet exists, then as balance", async () => {
    const { call, advance } = fastagTestRuntime();
    await prepareNewCustomer(call);
    await call("createWallet", creationBody());
    advance(30);
    const { walletId } = (await call("walletCreationStatus", lookupOf(newCustomer, "KA01NEW0001"))).body
      .data as {
      walletId: string;
    };
    expect((await call("walletBalance", { walletId })).body.data).toMatchObject({ balance: "200.00" });
  });

  it("enforces the order: a new wallet needs dedupe, and minimum KYC a validated OTP", async () => {
    const { call } = fastagTestRuntime();
    const noDedupe = await call("createWallet", creationBody());
    expect(noDedupe.body).toMatchObject({ statusCode: "not-found" });
    expect(noDedupe.body.statusMessage).toContain("/dedupe");
    expect(noDedupe.body).not.toHaveProperty("data");
    await call("dedupe", lookupOf(newCustomer, "KA01NEW0001"));
    const noOtp = await call("createWallet", creationBody());
    expect(noOtp.body.statusMessage).toContain("OTP");
    expect((await call("createWallet", creationBody({ kycType: "FULL" }))).body.statusCode).toBe("success");
  });

  it("forgets a dedupe check after the issuance window", async () => {
    const { call, advance } = fastagTestRuntime();
    await prepareNewCustomer(call);
    advance(31 * 60);
    expect((await call("createWallet", creationBody())).body.statusCode).toBe("not-found");
  });
});

describe("dedupe's published triggers", () => {
  it("answers registered-customer-and-vehicle with the wallet for the examples' customer and vehicle", async () => {
    const { call } = fastagTestRuntime();
    expect((await call("dedupe", lookupOf(ravi, "KA12AB5618"))).body).toEqual({
      data: { walletId: "19000009653984" },
      statusCode: "registered-customer-and-vehicle",
      statusMessage: "Customer and vehicle are both already registered.",
    });
  });

  it("answers vehicle-already-registered for another customer's vehicle, without their wallet", async () => {
    const { call } = fastagTestRuntime();
    for (const vehicleNumber of ["MH01AB1234", "KA12AB5618", "JK02JK1234"])
      expect((await call("dedupe", lookupOf(newCustomer, vehicleNumber))).body).toMatchObject({
        statusCode: "vehicle-already-registered",
        data: {},
      });
  });

  it("answers not-found with the wallet of a known customer's new vehicle, and for a closed tag's vehicle", async () => {
    const { call } = fastagTestRuntime();
    for (const vehicleNumber of ["KA99ZZ0001", "KA12AB5621"])
      expect((await call("dedupe", lookupOf(ravi, vehicleNumber))).body).toMatchObject({
        statusCode: "not-found",
        data: { walletId: "19000009653984" },
      });
  });
});

describe("wallet creation's documented codes", () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      "invalid-mobile-number",
      { customer: { ...newCustomer, mobile: "1234567890", gender: "F", email: "k@x.in" } },
    ],
    [
      "invalid-deposit-amount",
      { cost: { depositAmount: "100.00", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "200" } },
    ],
    [
      "invalid-issuance-amount",
      { cost: { depositAmount: "200", issuanceAmount: "80", taxAmount: "15.25", topupAmount: "200" } },
    ],
    [
      "invalid-tax-amount",
      { cost: { depositAmount: "200", issuanceAmount: "84.75", taxAmount: "0", topupAmount: "200" } },
    ],
    [
      "invalid-topup-amount",
      {
        cost: { depositAmount: "200", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "10000.01" },
      },
    ],
    [
      "invalid-topup-amount",
      { cost: { depositAmount: "200", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "-5" } },
    ],
    ["invalid-tag-seq-number", { tagDetails: { toBeShippedByBank: false, sequence: "12345678" } }],
    ["vehicle-already-registered", { vehicle: { number: "MH01AB1234", class: "4", isCommercial: false } }],
  ];
  it.each(cases)("answers %s", async (code, overrides) => {
    const { call } = fastagTestRuntime();
    await prepareNewCustomer(call);
    const reply = await call("createWallet", creationBody(overrides));
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe(code);
    expect(Object.keys(reply.body).sort()).toEqual(["statusCode", "statusMessage"]);
  });

  it("answers invalid-mobile-number before the schema, in the precheck", async () => {
    const { runtime } = fastagTestRuntime();
    const { fastagOperations } = await import("./fastag-operations");
    expect(
      fastagOperations.createWallet.precheck?.({ customer: { mobile: "12345" } }, runtime)?.body.statusCode,
    ).toBe("invalid-mobile-number");
    expect(fastagOperations.generateOtp.precheck?.({ mobile: "98765" }, runtime)?.body.statusCode).toBe(
      "invalid-mobile-number",
    );
  });

  it("uses a BC-held tag sequence once", async () => {
    const { call } = fastagTestRuntime();
    await prepareNewCustomer(call);
    const held = { tagDetails: { toBeShippedByBank: false, sequence: "20923079" } };
    expect((await call("createWallet", creationBody(held))).body.statusCode).toBe("success");
    await call("dedupe", lookupOf(newCustomer, "KA01NEW0002"));
    const second = creationBody({
      ...held,
      vehicle: { number: "KA01NEW0002", class: "4", isCommercial: false },
    });
    expect((await call("createWallet", second)).body.statusCode).toBe("invalid-tag-seq-number");
  });

  it("answers registered-customer-and-vehicle and mobile-already-exists for the published customers", async () => {
    const { call } = fastagTestRuntime();
    await call("dedupe", lookupOf(ravi, "KA12AB5618"));
    const registered = creationBody({
      kycType: "FULL",
      customer: raviFull,
      vehicle: { number: "KA12AB5618", class: "4", isCommercial: false },
    });
    expect((await call("createWallet", registered)).body.statusCode).toBe("registered-customer-and-vehicle");
    const impostor = { ...raviFull, firstName: "Rahul" };
    await call("dedupe", lookupOf(impostor, "KA01NEW0003"));
    const another = creationBody({
      kycType: "FULL",
      customer: impostor,
      vehicle: { number: "KA01NEW0003", class: "4", isCommercial: false },
    });
    expect((await call("createWallet", another)).body.statusCode).toBe("mobile-already-exists");
  });

  it("adds a vehicle to an existing wallet, which appears when creation ends", async () => {
    const { call, advance } = fastagTestRuntime();
    const addition = creationBody({
      customer: raviFull,
      wallet: { addToExisting: true, id: "19000009653984" },
      vehicle: { number: "KA12AB5619", class: "5", isCommercial: true },
    });
    expect((await call("createWallet", addition)).body.statusCode).toBe("success");
    const tag = { walletId: "19000009653984", vehicleNumber: "KA12AB5619", operation: "DEACTIVATE" };
    expect((await call("tagOperation", tag)).body.statusCode).toBe("tag-not-found");
    advance(30);
    expect((await call("tagOperation", tag)).body.statusCode).toBe("success");
    expect((await call("walletBalance", { walletId: "19000009653984" })).body.data).toMatchObject({
      balance: "3935.00",
    });
  });

  it("answers not-found for an existing wallet that is not the customer's or not the channel's", async () => {
    const { call } = fastagTestRuntime();
    for (const id of ["19000009650001", "19000009650002", "123"]) {
      const addition = creationBody({ customer: raviFull, wallet: { addToExisting: true, id } });
      expect((await call("createWallet", addition)).body.statusCode).toBe("not-found");
    }
  });
});

describe("wallet status beyond creation", () => {
  it("answers not-found, invalid-mobile-number, mobile-already-exists and the registered codes", async () => {
    const { call } = fastagTestRuntime();
    const status = async (customer: object, vehicle: string) =>
      (await call("walletCreationStatus", lookupOf(customer, vehicle))).body.statusCode;
    expect(await status(newCustomer, "KA01NEW0001")).toBe("not-found");
    expect(await status({ ...newCustomer, mobile: "0123456789" }, "KA01NEW0001")).toBe(
      "invalid-mobile-number",
    );
    expect(await status({ ...ravi, dob: "1980-01-01" }, "KA01NEW0001")).toBe("mobile-already-exists");
    expect(await status(ravi, "KA12AB5618")).toBe("registered-customer-and-vehicle");
    expect(await status(newCustomer, "MH01AB1234")).toBe("vehicle-already-registered");
  });
});

describe("validate-otp", () => {
  it("refuses an unknown reference, a used one, an expired one and one after three wrong tries", async () => {
    const { call, advance } = fastagTestRuntime();
    const generate = async () =>
      ((await call("generateOtp", { mobile: newCustomer.mobile })).body.data as { otpReferenceId: string })
        .otpReferenceId;
    const validate = async (otpReferenceId: string, otp = "4321") =>
      (await call("validateOtp", { otpReferenceId, otp })).body.statusCode;
    expect(await validate("9TFUZBA4UW")).toBe("invalid-otp");
    const used = await generate();
    expect(await validate(used)).toBe("success");
    expect(await validate(used)).toBe("invalid-otp");
    const tried = await generate();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await validate(tried, "1111")).toBe("invalid-otp");
    expect(await validate(tried)).toBe("invalid-otp");
    const late = await generate();
    advance(10 * 60 + 1);
    expect(await validate(late)).toBe("invalid-otp");
  });

  it("answers invalid-mobile-number for a mobile that does not start with 6 to 9", async () => {
    const { call } = fastagTestRuntime();
    expect((await call("generateOtp", { mobile: "5876543210" })).body).toMatchObject({
      statusCode: "invalid-mobile-number",
      data: {},
    });
  });
});
