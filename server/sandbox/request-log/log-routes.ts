import { requestLogSettings } from "../../../content/sandbox/request-log";
import type { DeliveryEngine } from "../../../core/deliveries/delivery-engine";
import {
  isLogLabel,
  traceIdPattern,
  type ExchangeView,
  type LoggedDelivery,
  type LoggedExchange,
} from "../../../core/sandbox/logged-exchange";
import { sandboxFailure, type RequestProblem, type SandboxReply } from "../../../core/sandbox/reply";
import type { PatternRoute } from "../sandbox-app";
import type { SandboxRequest } from "../sandbox-request";
import type { ExchangeFilter, ExchangeLog, ExchangeOwner } from "./exchange-log";
import { explain } from "./why";

const invalid = (errors: RequestProblem[]) =>
  sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, errors, "deliveries");

/** The query's filters, or the problems with them. */
function filterOf(query: SandboxRequest["query"]): ExchangeFilter | RequestProblem[] {
  const problems: RequestProblem[] = [];
  const filter: ExchangeFilter = {};
  if (query.api) filter.api = query.api;
  if (query.operationId) filter.operationId = query.operationId;
  if (query.status) {
    if (/^([1-5]xx|[1-5]\d\d)$/i.test(query.status)) filter.status = query.status;
    else problems.push({ path: "query status", message: "is an HTTP status (422) or a class (4xx)." });
  }
  if (query.since) {
    const since = Date.parse(query.since);
    if (Number.isNaN(since))
      problems.push({ path: "query since", message: "is a date and time (RFC 3339)." });
    else filter.since = since;
  }
  if (query.after) {
    if (traceIdPattern.test(query.after)) filter.after = query.after;
    else problems.push({ path: "query after", message: "is a trace id the log answered." });
  }
  if (query.limit) {
    const limit = Number(query.limit);
    if (/^\d{1,3}$/.test(query.limit) && limit >= 1 && limit <= requestLogSettings.pageSize)
      filter.limit = limit;
    else
      problems.push({
        path: "query limit",
        message: `is a whole number from 1 to ${requestLogSettings.pageSize}.`,
      });
  }
  return problems.length > 0 ? problems : filter;
}

/**
 * The request log's API (documented in the deliveries document with the sandbox's other own
 * paths): a caller's exchanges by its address or by a label, and one exchange by its trace id.
 * Nobody lists another's: an address reads only its own, and a label or a trace id is its own key.
 */
export function logRoutes({ log, engine }: { log: ExchangeLog; engine: DeliveryEngine }): PatternRoute[] {
  const view = async (exchange: LoggedExchange): Promise<ExchangeView> => {
    const deliveries = await Promise.all(exchange.deliveries.map((id) => engine.read(id)));
    const deliveryStates: LoggedDelivery[] = deliveries.flatMap((delivery) =>
      delivery
        ? [
            {
              id: delivery.id,
              event: delivery.event,
              status: delivery.status,
              attempts: delivery.attempts.length,
              nextAttemptAt: delivery.nextAttemptAt,
              nextAttemptState: delivery.nextAttemptState,
            },
          ]
        : [],
    );
    return { ...exchange, why: explain(exchange), deliveryStates };
  };

  const list = async (request: SandboxRequest): Promise<SandboxReply> => {
    const filter = filterOf(request.query);
    if (Array.isArray(filter)) return invalid(filter);
    const label = request.query.label;
    if (label !== undefined && !isLogLabel(label))
      return invalid([{ path: "query label", message: `is ${requestLogSettings.labelRule}.` }]);
    const owner: ExchangeOwner = label !== undefined ? { label } : { client: request.client };
    const exchanges = await log.list(owner, filter);
    return {
      status: 200,
      body: {
        ...(label !== undefined ? { label } : { client: request.client }),
        keptPerClient: requestLogSettings.keptPerClient,
        keptHours: requestLogSettings.keptHours,
        exchanges: await Promise.all(exchanges.map(view)),
      },
    };
  };

  const one = async (_request: SandboxRequest, traceId: string): Promise<SandboxReply> => {
    const exchange = traceIdPattern.test(traceId) ? await log.byTrace(traceId) : undefined;
    if (!exchange) return sandboxFailure("SANDBOX_EXCHANGE_NOT_FOUND", undefined, undefined, "deliveries");
    return { status: 200, body: { exchange: await view(exchange) } };
  };

  return [
    { pattern: /^\/log$/, methods: { GET: (request) => list(request) } },
    { pattern: /^\/log\/([^/]+)$/, methods: { GET: one } },
  ];
}
