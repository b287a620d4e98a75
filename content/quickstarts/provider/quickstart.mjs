// Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
// Node 20 or later: `node quickstart.mjs`.

const BASE = "http://localhost:4000/sandbox";

// The sandbox's published credentials. Production's are issued at onboarding.
const STATUS_CREDENTIALS = { clientID: "sandbox-client", secret: "sandbox-secret" };
const REPORTS_CREDENTIALS = {
  email: "reports@sandbox.example.com",
  password: "sandbox-password",
  otp: "123456",
  grant_type: "password",
};

async function post(path, body, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/**
 * Prints the step and its HTTP status (and a detail, if given); stops unless it is 200. On success
 * these APIs carry no statusCode, so the HTTP status is the outcome.
 */
function check(step, answer, detail) {
  console.log([step, answer.status, detail].filter(Boolean).join(" "));
  if (answer.status !== 200) {
    console.error(JSON.stringify(answer.body));
    process.exit(1);
  }
  return answer.body;
}

async function token(step, credentials) {
  const answer = check(step, await post("/api/auth/token", credentials));
  // Wrong credentials are answered 200 with expiresIn 0 and no token.
  if (!answer.data?.token) {
    console.error(`no token: ${JSON.stringify(answer)}`);
    process.exit(1);
  }
  return answer.data.token;
}

const statusToken = await token("status-token", STATUS_CREDENTIALS);
const transaction = await post(
  "/api/transaction/status",
  { txnReferenceId: "BBPS0000000000000001" },
  statusToken,
);
check("transaction-status", transaction, transaction.body.data?.payment?.status);

const reportsToken = await token("reports-token", REPORTS_CREDENTIALS);
// The published records were paid in November 2026.
const filters = { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" };
const page = check("reports", await post("/api/reports?limit=3", { filters }, reportsToken));

const cursor = page.metadata.nextCursor;
if (cursor) {
  const query = new URLSearchParams({ limit: "3", cursor });
  check("reports-next-page", await post(`/api/reports?${query}`, { filters }, reportsToken));
}
