import { deliverySettings } from "../../content/sandbox/deliveries";
import { formatSchemaError } from "../../core/format-schema-error";
import type { DeliverySender } from "../../core/deliveries/delivery";
import { PaymentLedger } from "../../core/sandbox/payment-ledger";
import type { TokenKey } from "../../core/sandbox/signed-token";
import { MemoryStore } from "../../core/store/memory-store";
import type { SandboxStore } from "../../core/store/sandbox-store";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import {
  sandboxFixturesSchema,
  type SandboxFixtures,
  type SandboxFixturesInput,
} from "../../content/sandbox/fixtures-schema";
import { httpSender } from "../deliveries/http-sender";
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
  /** Everything the sandbox remembers; default one process's memory (`REDIS_URL` gives main.ts a Redis one). */
  store?: SandboxStore;
  /** Hosts deliveries may go to; default `DELIVERY_ALLOWED_HOSTS`, then this machine only. */
  allowedHosts?: readonly string[];
  /** How deliveries are sent; default HTTP with the published timeout and size cap. */
  send?: DeliverySender;
  specs?: SandboxSpecs;
  fixtures?: SandboxFixturesInput;
  /** Where InstaCollect links open; default `SITE_ORIGIN`, else the host each call came to. */
  siteOrigin?: string;
  /** Whether each exchange is kept in the request log; default on, off with `SANDBOX_REQUEST_LOG=off`. */
  requestLog?: boolean;
};

export type SandboxConfig = {
  key: TokenKey;
  now: () => number;
  store: SandboxStore;
  ledger: PaymentLedger;
  allowedHosts: readonly string[];
  send: DeliverySender;
  specs: SandboxSpecs;
  fixtures: SandboxFixtures;
  siteOrigin?: string;
  requestLog: boolean;
  /** The store instances share (Redis), when there is one; the request log is kept there too. */
  sharedStore?: SandboxStore;
};

/** `DELIVERY_ALLOWED_HOSTS`: host names separated by commas, `*.example.com` for subdomains. */
export function allowedHostsFrom(value: string | undefined): readonly string[] {
  const hosts = (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : deliverySettings.defaultAllowedHosts;
}

export function resolveSandboxConfig(options: SandboxOptions): SandboxConfig {
  const parsed = sandboxFixturesSchema.safeParse(options.fixtures ?? sandboxFixtures);
  if (!parsed.success) throw new Error(formatSchemaError("content/sandbox/fixtures.ts", parsed.error));
  const secret = options.secret ?? process.env.SANDBOX_SECRET ?? defaultSandboxSecret;
  if (secret.length < 16) throw new Error("SANDBOX_SECRET must have at least 16 characters.");
  const now = options.now ?? Date.now;
  const siteOrigin = options.siteOrigin ?? process.env.SITE_ORIGIN;
  // On the sandbox's clock, so that a claim expires when the context it guards does.
  const store = options.store ?? new MemoryStore({ now });
  return {
    key: nodeTokenKey(secret),
    now,
    store,
    ledger: new PaymentLedger(store, now),
    allowedHosts: options.allowedHosts ?? allowedHostsFrom(process.env.DELIVERY_ALLOWED_HOSTS),
    send:
      options.send ??
      httpSender({
        timeoutMs: deliverySettings.attemptTimeoutSeconds * 1000,
        maxAnswerBytes: deliverySettings.maxAnswerBytes,
      }),
    specs: options.specs ?? loadSandboxSpecs(),
    fixtures: parsed.data,
    requestLog: options.requestLog ?? process.env.SANDBOX_REQUEST_LOG !== "off",
    // A store of this process's alone: the log then keeps to memory of its own.
    ...(options.store?.shared ? { sharedStore: options.store } : {}),
    ...(siteOrigin ? { siteOrigin: siteOrigin.replace(/\/$/, "") } : {}),
  };
}
