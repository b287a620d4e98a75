// Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
// direct link that lands the customer on their bill. Node 20 or later: `node quickstart.mjs`.

const BASE = "http://localhost:4000/sandbox";

// The sandbox's published credentials. Production's are issued at onboarding.
const HEADERS = {
  "x-api-user": "sandbox-api-user",
  "x-api-password": "sandbox-api-password",
  "content-type": "application/json",
};

/**
 * Creates a link, then prints the step, its HTTP status and the link; stops unless the status is
 * 200. A link session carries no statusCode, so the HTTP status is the outcome.
 */
async function createLink(step, path, body) {
  const response = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  console.log([step, response.status, answer.link].filter(Boolean).join(" "));
  if (response.status !== 200) {
    console.error(JSON.stringify(answer));
    process.exit(1);
  }
  return answer;
}

await createLink("bill-link", "/bill-link", { billId: "SBX-BILL-POWER", mobileNumber: "9876543210" });

// Category, biller and customer params together land the customer on the bill itself.
await createLink("direct-link", "/direct-link", {
  mobileNumber: "9876543210",
  categoryName: "Electricity",
  billerId: "BILLER000001",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
});
