import { sandboxBasePath } from "../../../core/openapi/example-request";
import { providerOperations, type ProviderRuntime } from "../../../core/sandbox/provider-operations";
import { providerHandler } from "../operation-handler";
import type { SandboxApiModule } from "../sandbox-context";
import { documentOperations } from "./document-operations";
import { notImplemented } from "./not-implemented";

/** The provider APIs: the bearer token where the document asks for one, then each operation's rules. */
export const providerApi: SandboxApiModule = (app, { config, validator }) => {
  const { provider } = config.specs;
  const runtime: ProviderRuntime = {
    now: config.now,
    key: config.key,
    data: config.fixtures.provider,
    ledger: config.ledger,
  };
  const base = sandboxBasePath(provider);
  for (const { operation, checkBody } of documentOperations("provider", provider, validator)) {
    const implementation = providerOperations[operation.operationId];
    app.operation(
      "provider",
      operation,
      `${base}${operation.path}`,
      implementation
        ? providerHandler(operation, implementation, runtime, checkBody)
        : notImplemented("provider", operation),
    );
  }
};
