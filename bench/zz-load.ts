import autocannon from "autocannon";
import { sandboxFixtures } from "../content/sandbox/fixtures";
const headers: Record<string, string> = { "content-type": "application/json", ...Object.fromEntries(sandboxFixtures.couCredentials.map((h) => [h.name, h.value])) };
const body = JSON.stringify({ billerId: "BILLER000001", categoryCode: "C01", customerParams: [{ name: "Consumer Number", value: "1234567890" }], mobileNumber: "9876543210", agent: { id: "BENCH0001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" } });
const r = await autocannon({ url: `http://127.0.0.1:${process.argv[2]}/sandbox/api/bills/uat/bill-fetch-request`, method: "POST", headers, body, connections: 10, duration: 8 });
console.log(r.requests.average, r.latency.p99);
