/**
 * Runs the reference biller until Ctrl+C:
 *
 *   npx tsx examples/reference-biller/main.ts [--port 4700] [--host 127.0.0.1] [--fault <id>]...
 *
 * or, as the single file the portal serves for download, `node reference-biller.mjs [options]`.
 * It prints every endpoint's URL, per guide version, to paste into the conformance kit or a
 * provider's onboarding form, and the test customers.
 */
import { basename } from "node:path";
import { parseArgs } from "node:util";
import {
  isReferenceBillerFault,
  referenceBillerEndpoints,
  referenceBillerFaults,
  referenceBillerId,
  referenceCustomers,
  referenceReceiverEndpoints,
  startReferenceBiller,
} from "./reference-biller";

/** How it was started: bundled into one .mjs file (the download), or from this folder with tsx. */
const script = process.argv[1] ?? "";
const command = script.endsWith(".mjs")
  ? `node ${basename(script)}`
  : "npx tsx examples/reference-biller/main.ts";
const usage = `Usage: ${command} [--port 4700] [--host 127.0.0.1] [--fault <id>]...
Faults (one rule broken each): ${referenceBillerFaults.join(", ")}`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const endpointLabels: Record<string, string> = {
  fetch: "Bill fetch",
  posting: "Payment posting",
  validation: "Bill validation",
  settlementNotification: "Settlement notification",
  paymentNotification: "Payment notification",
};

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: "string", default: "4700" },
      host: { type: "string", default: "127.0.0.1" },
      fault: { type: "string", multiple: true, default: [] },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port ${values.port} is not a port number.`);
const faults = values.fault.map((id) => (isReferenceBillerFault(id) ? id : fail(`Unknown fault ${id}.`)));

const biller = await startReferenceBiller({ port, host: values.host, faults }).catch((error: unknown) => {
  console.error(`Cannot start the reference biller on ${values.host}:${port}: ${String(error)}`);
  process.exit(1);
});

const line = (endpoint: string, path: string) =>
  `  ${endpointLabels[endpoint]?.padEnd(24)} ${biller.url}${path}`;
console.log(`Reference biller: ${biller.url}`);
console.log(`Faults: ${faults.length > 0 ? faults.join(", ") : "none (every rule kept)"}`);
for (const [version, paths] of Object.entries(referenceBillerEndpoints)) {
  console.log(`\n${version}`);
  for (const [endpoint, path] of Object.entries(paths)) console.log(line(endpoint, path));
}
console.log("\nNotification receivers (every version)");
for (const [endpoint, path] of Object.entries(referenceReceiverEndpoints)) console.log(line(endpoint, path));
console.log(
  `\nTest customers: ${referenceCustomers.due} has a bill due, ${referenceCustomers.unknown} is unknown, ` +
    `${referenceCustomers.nothingDue} owes nothing.`,
);
console.log(`Aggregator billerId: ${referenceBillerId}. Stop with Ctrl+C.`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void biller.close().finally(() => process.exit(0));
  });
}
