// Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
// Node 20 or later: `node quickstart.mjs`.

const BASE = "http://localhost:4000/sandbox/api/mock";

// The sandbox's published header values. Production's are issued at onboarding, and `BANK` in each
// name stands for the bank's short name.
const HEADERS = {
  "BANK-CHANNEL-ID": "SBX-FASTAG-CHANNEL",
  "BANK-CLIENT-ID": "sbx-fastag-client",
  "BANK-CLIENT-SECRET": "sbx-fastag-client-secret",
  "BANK-ENCRYPTION-KEY": "176bf25bca5babda32a35dc4b7e0a86f",
  "BANK-SALT-KEY": "sbx-fastag-salt",
  "BANK-MERCHANT-ID": "SBXMERCHANT01",
  "BANK-POS-NUMBER": "SBXPOS0001",
  "BANK-AGENT-ID": "SBXAGENT0001",
  "BANK-PRODUCT-ID": "SBXFASTAG",
  "content-type": "application/json",
  // The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and 10 s)
  // sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
  "x-sandbox-time-scale": "60",
};

async function post(operation, body) {
  const response = await fetch(`${BASE}/${operation}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one. */
function check(step, answer, expected, detail) {
  console.log([step, answer.statusCode, detail].filter(Boolean).join(" "));
  if (answer.statusCode !== expected) {
    console.error(JSON.stringify(answer));
    process.exit(1);
  }
  return answer.data;
}

/** Asks again every half second until the answer is success, or gives up after ten seconds. */
async function poll(operation, body) {
  let answer;
  for (let attempt = 0; attempt < 20; attempt++) {
    answer = await post(operation, body);
    if (answer.statusCode === "success") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return answer;
}

// A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
const unique = String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-9);
const customer = { firstName: "Kavya", lastName: "Iyer", mobile: `9${unique}`, dob: "1992-04-18" };
const vehicleNumber = `KA01QS${unique}`;

// Dedupe first: not-found means the customer and the vehicle are new to the bank.
const lookup = { customer, vehicleNumber };
check("dedupe", await post("dedupe", lookup), "not-found");

// Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does not
// know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the code
// production answers for one is issued during onboarding.
check("vehicle-status", await post("vehicle-status", { vehicleNumber }), "SANDBOX_FASTAG_VEHICLE_NOT_FOUND");

// Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
const otp = check("generate-otp", await post("generate-otp", { mobile: customer.mobile }), "success");
// The sandbox sends every customer the OTP 4321.
const validation = await post("validate-otp", { otpReferenceId: otp.otpReferenceId, otp: "4321" });
check("validate-otp", validation, "success");

// Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
const creation = await post("wallet-creation", {
  kycType: "MIN",
  customer: { ...customer, gender: "F", email: "kavya.iyer@example.in" },
  wallet: { addToExisting: false, id: "" },
  document: { type: "PAN", number: "ABCDE1234F" },
  address: { line: "1 Residency Road", city: "Bengaluru", state: "Karnataka", pinCode: "560025" },
  tagDetails: { toBeShippedByBank: true, sequence: "" },
  vehicle: { number: vehicleNumber, class: "4", isCommercial: false },
  cost: { depositAmount: "200.00", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "200" },
});
check("wallet-creation", creation, "success");

// Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
const status = await poll("wallet-status", lookup);
const { walletId } = check("wallet-status", status, "success", status.data?.walletId);

// The new tag as the bank and the NPCI mapper now see the vehicle.
const vehicle = await post("vehicle-status", { vehicleNumber });
check(
  "vehicle-status",
  vehicle,
  "vehicle-found",
  `${vehicle.data?.bankStatus}/${vehicle.data?.npciMapperStatus}`,
);

const recharge = { walletId, referenceId: `QSRCH${unique}` };
check("recharge", await post("recharge", { ...recharge, amount: "100" }), "submitted");
check("recharge-status", await poll("recharge-status", recharge), "success");

// The balance call's only documented statusCode is 000.
const balance = await post("wallet-balance", { walletId });
check("wallet-balance", balance, "000", balance.data?.balance);
