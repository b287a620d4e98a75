import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import { DeliveryEngine, type DeliveryWitness } from "../../core/deliveries/delivery-engine";
import { checkDestination } from "../../core/deliveries/destination";
import { NotificationRegistrations } from "../../core/deliveries/notification-registrations";
import type { CouRules } from "../../core/sandbox/cou-runtime";
import type { LedgerPayment } from "../../core/sandbox/payment-ledger";
import { RequestValidator } from "./request-validator";
import type { SandboxApp } from "./sandbox-app";
import type { SandboxConfig } from "./sandbox-config";
import { couRulesFrom } from "./spec-rules";

/** What the APIs share: the configuration, the schema checks, and the deliveries they all make. */
export type SandboxContext = {
  config: SandboxConfig;
  validator: RequestValidator;
  engine: DeliveryEngine;
  registrations: NotificationRegistrations;
  /** The bill API's rules read from its document, which InstaCollect's hosted page applies too. */
  couRules: CouRules;
  /** Announces a payment to the partner's registered notification URLs; never fails the payment. */
  notifyPaid: (payment: LedgerPayment, client: string, witness?: DeliveryWitness) => Promise<void>;
};

/** What an API module gives back: work it runs in the background, started and stopped with the sandbox. */
export type SandboxModule = { start?: () => void; stop?: () => Promise<void> };

/** One API of the sandbox: registers its operations on the app. */
export type SandboxApiModule = (app: SandboxApp, context: SandboxContext) => SandboxModule | void;

export function createSandboxContext(config: SandboxConfig): SandboxContext {
  const { cou, provider, deliveries, instacollect, fastag } = config.specs;
  const engine: DeliveryEngine = new DeliveryEngine({
    store: config.store,
    send: config.send,
    events: deliveryEvents,
    now: config.now,
    destinationAllowed: (url) => {
      const checked = checkDestination(url, config.allowedHosts);
      return checked.ok ? undefined : `Refused (rule ${checked.problem.rule}): ${checked.problem.message}`;
    },
    // Called only once attempts run, long after `registrations` below exists.
    buildRequest: (delivery) => registrations.settlementRequest(delivery),
    keptMs: deliverySettings.keptHours * 3_600_000,
    loggedAnswerChars: deliverySettings.loggedAnswerBytes,
    // Longer than an attempt can take, so only a dead instance's claim ever lapses.
    leaseMs: deliverySettings.attemptTimeoutSeconds * 1000 + 20_000,
  });
  const registrations: NotificationRegistrations = new NotificationRegistrations({
    store: config.store,
    ledger: config.ledger,
    engine,
    now: config.now,
  });
  return {
    config,
    validator: new RequestValidator({ cou, provider, deliveries, instacollect, fastag }),
    engine,
    registrations,
    couRules: couRulesFrom(cou),
    notifyPaid: async (payment, client, witness) => {
      // The payment stands whatever becomes of its notifications.
      await registrations.paid(payment, client, witness).catch((error: unknown) => {
        console.error("sandbox: notifications for a payment:", error);
      });
    },
  };
}
