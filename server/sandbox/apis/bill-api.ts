import { sandboxBasePath } from "../../../core/openapi/example-request";
import { couOperations } from "../../../core/sandbox/cou-operations";
import type { CouRuntime } from "../../../core/sandbox/cou-runtime";
import { notImplemented } from "./not-implemented";
import { couHandler } from "../operation-handler";
import type { SandboxApiModule } from "../sandbox-context";
import { documentOperations } from "./document-operations";

/** The bill API (cou): its seven credential headers, then each operation's documented rules. */
export const billApi: SandboxApiModule = (app, { config, validator, couRules, notifyPaid }) => {
  const { cou } = config.specs;
  const runtime: CouRuntime = {
    now: config.now,
    key: config.key,
    store: config.store,
    ledger: config.ledger,
    paid: notifyPaid,
    data: config.fixtures,
    rules: couRules,
  };
  const values = new Map(
    config.fixtures.couCredentials.map((header) => [header.name.toLowerCase(), header.value]),
  );
  const base = sandboxBasePath(cou);
  for (const { operation, checkBody } of documentOperations("cou", cou, validator)) {
    const implementation = couOperations[operation.operationId];
    app.operation(
      "cou",
      operation,
      `${base}${operation.path}`,
      implementation
        ? couHandler(operation, implementation, runtime, checkBody)
        : notImplemented("cou", operation),
      // An operation not served yet says so whatever the headers.
      implementation ? { api: "cou", required: operation.requiredHeaders, values } : undefined,
    );
  }
};
