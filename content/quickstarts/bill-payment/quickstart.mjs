// Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
// Node 20 or later: `node quickstart.mjs`.

const BASE = "http://localhost:4000/sandbox/api/bills/uat";

// The sandbox's published credentials. Production's header names and values are issued at onboarding.
const HEADERS = {
  "channel-id": "SANDBOX-CHANNEL",
  "body-channel-id": "SANDBOX-BODY-CHANNEL",
  "client-id": "sandbox-client-id",
  "client-secret": "sandbox-client-secret",
  "encryption-key": "sandbox-encryption-key",
  "salt-key": "sandbox-salt-key",
  "channel-password": "sandbox-channel-password",
  "content-type": "application/json",
};

async function post(operation, body) {
  const response = await fetch(`${BASE}/${operation}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Prints the step and its statusCode (and a detail, if given); stops unless it is success. */
function check(step, answer, detail) {
  console.log([step, answer.statusCode, detail].filter(Boolean).join(" "));
  if (answer.statusCode !== "success") {
    console.error(JSON.stringify(answer));
    process.exit(1);
  }
  return answer.data;
}

const categories = check("biller-categories", await post("biller-categories", {}));
const categoryCode = categories[0].categoryCode;

const billers = check("biller-list", await post("biller-list", { categoryCode }));
const billerId = billers[0].billerId;

const registration = check(
  "bill-fetch-request",
  await post("bill-fetch-request", {
    billerId,
    categoryCode,
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    mobileNumber: "9876543210",
    // Channel INT (internet banking) needs the device's ip and mac.
    agent: { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
  }),
);

const fetched = check("get-fetched-bill", await post("get-fetched-bill", { context: registration.context }));

// A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
const referenceId = `QS${Date.now()}${Math.floor(Math.random() * 1000)}`;
const payment = check(
  "make-payment",
  await post("make-payment", {
    amount: fetched.bill.amount,
    context: fetched.context,
    referenceId,
    remittanceDetails: { accountNumber: "1234567890123456", accountHolderName: "Asha Rao" },
    txnMode: "ACCOUNT TRANSFER",
  }),
);

// The sandbox executes a payment about five seconds after it is made.
let answer;
for (let attempt = 0; attempt < 30; attempt++) {
  answer = await post("get-payment-status", { context: payment.context });
  if (answer.data?.status !== "Execution Awaited") break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const paid = check("get-payment-status", answer, answer.data?.status);

const complaint = check(
  "raise-complaint",
  await post("raise-complaint", {
    txnId: paid.txnId,
    // Complaints are dated in IST (UTC+05:30), whatever this machine's time zone.
    txnDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    issueType: "Transaction successful, account not updated",
    description: "The payment went through but the bill still shows as due.",
  }),
);

const complaintStatus = await post("complaint-status", { referenceId: complaint.referenceId });
check("complaint-status", complaintStatus, complaintStatus.data?.status);
