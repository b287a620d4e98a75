import { z } from "zod";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { instaCollectSettings } from "../../content/sandbox/instacollect";
import { sessionKeyHeader } from "../../core/instacollect/hosted-page-api";
import type { HostedSessions, SessionRefusal } from "../../core/instacollect/hosted-sessions";
import { webhookUrl, type InstaCollectWebhooks } from "../../core/instacollect/instacollect-webhooks";
import { checkLinkFormats, checkLinkInput, type LinkInput } from "../../core/instacollect/link-input";
import { sandboxFailure, type SandboxReply } from "../../core/sandbox/reply";
import type { CouSandboxData } from "../../core/sandbox/sandbox-data";
import { checkCredentialHeaders } from "./credential-headers";
import {
  deliveredBySandbox,
  rateLimited,
  destinationPrecheck,
  type RateLimitRuntime,
} from "./delivery-guards";
import { readBody } from "./operation-handler";
import type { BodyCheck } from "./request-validator";
import type { SandboxRequest } from "./sandbox-request";
import { wholeNumberHeader } from "./number-header";

export type InstaCollectRuntime = RateLimitRuntime & {
  sessions: HostedSessions;
  webhooks: InstaCollectWebhooks;
  data: CouSandboxData;
  allowedHosts: readonly string[];
  /** `SITE_ORIGIN` when set: links then open there whatever host the call came to. */
  siteOrigin?: string;
  checkBillLink: BodyCheck;
  checkDirectLink: BodyCheck;
  checkNewWebhooks: BodyCheck;
  checkNewRefund: BodyCheck;
};

type Handler = (request: SandboxRequest, id: string) => Promise<SandboxReply>;
export type InstaCollectRoute = { pattern: RegExp; methods: Record<string, Handler> };

const credentials = new Map(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name.toLowerCase(), value]),
);
const apiCodes = {
  missing: "SANDBOX_MISSING_API_CREDENTIALS",
  invalid: "SANDBOX_INVALID_API_CREDENTIALS",
} as const;

function refusedCredentials(request: SandboxRequest): SandboxReply | undefined {
  const check = checkCredentialHeaders(request.header, [...credentials.keys()], credentials, apiCodes);
  return check.ok ? undefined : sandboxFailure(check.code, undefined, check.errors, "instacollect");
}

const hostPattern = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * Where the link opens: the configured site origin, else the host the partner called (so a link
 * made through a machine's LAN address opens on a phone on that network), else this machine.
 */
export function linkOrigin(request: SandboxRequest, siteOrigin: string | undefined): string {
  if (siteOrigin) return siteOrigin;
  const host = request.header("host");
  if (host === undefined || !hostPattern.test(host)) return "http://localhost:4000";
  const scheme = request.header("x-forwarded-proto") === "https" ? "https" : "http";
  return `${scheme}://${host}`;
}

/** The inactivity window: the published one, or a shorter one a test asks for. */
function sessionTimeoutMs(request: SandboxRequest): number | SandboxReply {
  const seconds = wholeNumberHeader(
    request.header(instaCollectSettings.sessionTimeoutHeader),
    instaCollectSettings.sessionTimeoutSeconds,
    instaCollectSettings.inactivityMinutes * 60,
  );
  if (seconds === undefined)
    return sandboxFailure("SANDBOX_INVALID_SESSION_TIMEOUT", undefined, undefined, "instacollect");
  return seconds * 1000;
}

const refusal = (refused: SessionRefusal): SandboxReply =>
  sandboxFailure(refused.refused, refused.detail, undefined, "instacollect");

const nameValue = z.object({ name: z.string().max(100), value: z.string().max(200) });
const fetchBillSchema = z.object({
  billerId: z.string().min(1).max(64),
  customerParams: z.array(nameValue).max(20),
});
const paySchema = z.object({
  amount: z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]{1,15}$/)]),
  paymentMode: z.string().min(1).max(40),
});

/** A check for the hosted page's own bodies, in the shape of the documents' checks. */
function zodCheck(schema: z.ZodType): BodyCheck {
  return (body) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return [];
    return parsed.error.issues.slice(0, 10).map((issue) => ({
      path: `/${issue.path.join("/")}`,
      message: `${issue.message}.`,
    }));
  };
}
const checkFetchBill = zodCheck(fetchBillSchema);
const checkPay = zodCheck(paySchema);

/**
 * InstaCollect in the sandbox: link creation as instacollect.yaml documents it (at `/bill-link`
 * and `/direct-link`), the hosted page's session calls, and the sandbox's own webhook
 * registration and refund trigger (deliveries.yaml).
 */
export function instaCollectRoutes(runtime: InstaCollectRuntime): InstaCollectRoute[] {
  const createLink =
    (operation: LinkInput["operation"], check: BodyCheck): Handler =>
    async (request) => {
      const refused = refusedCredentials(request);
      if (refused) return refused;
      const timeout = sessionTimeoutMs(request);
      if (typeof timeout !== "number") return timeout;
      const read = await readBody(request, "instacollect", check, (body) => {
        const formats = checkLinkFormats(operation, body as Record<string, unknown>);
        return formats && !formats.ok
          ? sandboxFailure(formats.code, formats.detail, formats.errors, "instacollect")
          : undefined;
      });
      if ("reply" in read) return read.reply;
      const input: LinkInput = { operation, body: read.body };
      const checked = checkLinkInput(input, runtime.data);
      if (!checked.ok) return sandboxFailure(checked.code, checked.detail, checked.errors, "instacollect");
      const created = runtime.sessions.create(
        input,
        request.client,
        linkOrigin(request, runtime.siteOrigin),
        timeout,
      );
      return { status: 200, body: created };
    };

  const sessionCall =
    (
      call: (request: SandboxRequest, sessionId: string, key: string | undefined) => Promise<SandboxReply>,
    ): Handler =>
    (request, sessionId) =>
      call(request, sessionId, request.header(sessionKeyHeader));

  const answered = (answer: Awaited<ReturnType<HostedSessions["read"]>>): SandboxReply =>
    "refused" in answer ? refusal(answer) : { status: 200, body: answer };

  const withBody = async <T>(
    request: SandboxRequest,
    check: BodyCheck,
    then: (body: T) => Promise<SandboxReply>,
    precheck: (body: unknown) => SandboxReply | undefined = () => undefined,
  ): Promise<SandboxReply> => {
    const read = await readBody(request, "instacollect", check, precheck);
    return "reply" in read ? read.reply : then(read.body as T);
  };

  const registerWebhooks: Handler = async (request) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    const refused = refusedCredentials(request);
    if (refused) return refused;
    return withBody<{ baseUrl: string; timeScale?: number }>(
      request,
      runtime.checkNewWebhooks,
      async (body) => {
        const limited = await rateLimited(runtime, request.client);
        if (limited) return limited;
        const registration = await runtime.webhooks.register({
          client: request.client,
          baseUrl: body.baseUrl,
          timeScale: body.timeScale ?? deliverySettings.timeScale.default,
        });
        return { status: 201, body: registration };
      },
      destinationPrecheck(["baseUrl"], runtime.allowedHosts, (baseUrl) =>
        webhookUrl(baseUrl.replace(/\/+$/, ""), "paymentEvent"),
      ),
    );
  };

  const readWebhooks: Handler = async (_request, id) => {
    const registration = await runtime.webhooks.read(id);
    return registration
      ? { status: 200, body: registration }
      : sandboxFailure("SANDBOX_REGISTRATION_NOT_FOUND", undefined, undefined, "instacollect");
  };

  const refund: Handler = async (request) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    const refused = refusedCredentials(request);
    if (refused) return refused;
    return withBody<{ orderId: string }>(request, runtime.checkNewRefund, async (body) => {
      const limited = await rateLimited(runtime, request.client);
      if (limited) return limited;
      const done = await runtime.sessions.refund(body.orderId, request.client, request.witness);
      return "refused" in done ? refusal(done) : { status: 202, body: done };
    });
  };

  // Ids are matched loosely, so that a malformed one is "not found" rather than "no such operation".
  return [
    {
      pattern: /^\/bill-link$/,
      methods: { POST: createLink("bill-link", runtime.checkBillLink) },
    },
    {
      pattern: /^\/direct-link$/,
      methods: {
        POST: createLink("direct-link", runtime.checkDirectLink),
      },
    },
    {
      pattern: /^\/instacollect\/links\/([^/]+)\/open$/,
      methods: {
        POST: async (_request, linkId) => {
          const opened = await runtime.sessions.open(linkId);
          return "refused" in opened ? refusal(opened) : { status: 200, body: opened };
        },
      },
    },
    {
      pattern: /^\/instacollect\/sessions\/([^/]+)$/,
      methods: {
        GET: sessionCall(async (_request, id, key) => answered(await runtime.sessions.read(id, key))),
      },
    },
    {
      pattern: /^\/instacollect\/sessions\/([^/]+)\/bill$/,
      methods: {
        POST: sessionCall((request, id, key) =>
          withBody<z.infer<typeof fetchBillSchema>>(request, checkFetchBill, async (body) =>
            answered(await runtime.sessions.fetchBill(id, key, body)),
          ),
        ),
      },
    },
    {
      pattern: /^\/instacollect\/sessions\/([^/]+)\/payment$/,
      methods: {
        POST: sessionCall((request, id, key) =>
          withBody<z.infer<typeof paySchema>>(request, checkPay, async (body) =>
            answered(
              await runtime.sessions.pay(
                id,
                key,
                { amount: Number(body.amount), paymentMode: body.paymentMode },
                request.witness,
              ),
            ),
          ),
        ),
      },
    },
    { pattern: /^\/instacollect\/webhook-urls$/, methods: { POST: registerWebhooks } },
    { pattern: /^\/instacollect\/webhook-urls\/([^/]+)$/, methods: { GET: readWebhooks } },
    { pattern: /^\/instacollect\/refunds$/, methods: { POST: refund } },
  ];
}
