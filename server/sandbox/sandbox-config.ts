import { formatSchemaError } from "../../core/format-schema-error";
import { InMemoryPaymentLedger, type PaymentLedger } from "../../core/sandbox/payment-ledger";
import type { TokenKey } from "../../core/sandbox/signed-token";
import { InMemoryUsedReferenceStore, type UsedReferenceStore } from "../../core/sandbox/used-references";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import {
  sandboxFixturesSchema,
  type SandboxFixtures,
  type SandboxFixturesInput,
} from "../../content/sandbox/fixtures-schema";
import { loadSandboxSpecs, type SandboxSpecs } from "./load-specs";
import { nodeTokenKey } from "./node-token-key";

/**
 * The HMAC secret when `SANDBOX_SECRET` is not set: fixed and public, so that `npm start` needs
 * no set-up and several local instances agree. A shared deployment sets its own.
 */
export const defaultSandboxSecret = "bbps-portal-sandbox-local-secret";

export type SandboxOptions = {
  /** Signs contexts, complaint references and bearer tokens; default `SANDBOX_SECRET`, then `defaultSandboxSecret`. */
  secret?: string;
  /** Epoch milliseconds; tests move it to see statuses advance and tokens expire. */
  now?: () => number;
  /** What is remembered for duplicate detection; default one process's memory. */
  store?: UsedReferenceStore;
  /** Payments made with make-payment, for the provider's status and reports; default one process's memory. */
  ledger?: PaymentLedger;
  specs?: SandboxSpecs;
  fixtures?: SandboxFixturesInput;
};

export type SandboxConfig = {
  key: TokenKey;
  now: () => number;
  store: UsedReferenceStore;
  ledger: PaymentLedger;
  specs: SandboxSpecs;
  fixtures: SandboxFixtures;
};

export function resolveSandboxConfig(options: SandboxOptions): SandboxConfig {
  const parsed = sandboxFixturesSchema.safeParse(options.fixtures ?? sandboxFixtures);
  if (!parsed.success) throw new Error(formatSchemaError("content/sandbox/fixtures.ts", parsed.error));
  const secret = options.secret ?? process.env.SANDBOX_SECRET ?? defaultSandboxSecret;
  if (secret.length < 16) throw new Error("SANDBOX_SECRET must have at least 16 characters.");
  const now = options.now ?? Date.now;
  return {
    key: nodeTokenKey(secret),
    now,
    // On the sandbox's clock, so that a claim expires when the context it guards does.
    store: options.store ?? new InMemoryUsedReferenceStore({ now }),
    ledger: options.ledger ?? new InMemoryPaymentLedger(),
    specs: options.specs ?? loadSandboxSpecs(),
    fixtures: parsed.data,
  };
}
