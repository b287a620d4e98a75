import { HostedSessions } from "../../../core/instacollect/hosted-sessions";
import { InstaCollectWebhooks } from "../../../core/instacollect/instacollect-webhooks";
import { instaCollectRoutes } from "../instacollect-operations";
import type { SandboxApiModule } from "../sandbox-context";
import { specOperations } from "../spec-operations";

/**
 * InstaCollect: link creation (its document's server is the host's root, so its paths sit right
 * below the mount), the hosted page's calls, its webhooks and refunds.
 */
export const instaCollectApi: SandboxApiModule = (
  app,
  { config, validator, engine, couRules, notifyPaid },
) => {
  const webhooks = new InstaCollectWebhooks({ store: config.store, engine, now: config.now });
  app.patternRoutes(
    "instacollect",
    instaCollectRoutes({
      sessions: new HostedSessions({
        store: config.store,
        key: config.key,
        now: config.now,
        data: config.fixtures,
        rules: couRules,
        ledger: config.ledger,
        webhooks,
        paid: notifyPaid,
      }),
      webhooks,
      store: config.store,
      now: config.now,
      data: config.fixtures,
      allowedHosts: config.allowedHosts,
      ...(config.siteOrigin ? { siteOrigin: config.siteOrigin } : {}),
      checkBillLink: validator.bodyCheck("instacollect", "#/components/schemas/BillLinkInput"),
      checkDirectLink: validator.bodyCheck("instacollect", "#/components/schemas/DirectLinkInput"),
      checkNewWebhooks: validator.bodyCheck("deliveries", "#/components/schemas/NewWebhookRegistration"),
      checkNewRefund: validator.bodyCheck("deliveries", "#/components/schemas/NewRefund"),
    }),
  );
  app.documentedAt("instacollect", specOperations(config.specs.instacollect));
};
