import type {
  FetchBillInput,
  OpenedSession,
  PayInput,
  SessionView,
} from "../../core/instacollect/hosted-page-api";
import type { SandboxCode } from "../../core/sandbox/sandbox-codes";
import { startScreen, type Screen } from "./screens";
import { openLink, sessionCalls, type Reply, type Send, type SessionAccess } from "./session-client";
import { keepAccess, readAccess, type SessionStore } from "./stored-session";

/** Why the page shows no session: each has a full page of its own, and never a bill. */
export type Refusal = "no-link" | "not-found" | "used" | "expired" | "key" | "unavailable";

/** Something to tell the customer on the current screen, e.g. a refused amount. */
export type Alert = { code?: string; message: string };

export type OpenFlow = {
  phase: "open";
  linkId: string;
  access: SessionAccess;
  session: SessionView;
  screen: Screen;
  alert?: Alert | undefined;
};

export type Flow = { phase: "loading" } | { phase: "refused"; refusal: Refusal } | OpenFlow;

export type FlowDeps = { send: Send; store: SessionStore | undefined };

const usedCode: SandboxCode = "SANDBOX_LINK_USED";

/** The refusal a failed call means, or undefined when it may be tried again. */
export function refusalOf(reply: { status: number; code: string | undefined }): Refusal | undefined {
  if (reply.status === 404) return "not-found";
  if (reply.status === 410) return reply.code === usedCode ? "used" : "expired";
  if (reply.status === 403) return "key";
  return undefined;
}

const refused = (refusal: Refusal): Flow => ({ phase: "refused", refusal });

function afterFailure(flow: OpenFlow, reply: Reply<unknown> & { ok: false }): Flow {
  const refusal = refusalOf(reply);
  if (refusal) return refused(refusal);
  const message = "That did not go through. Check your connection and try again.";
  return { ...flow, alert: reply.code ? { code: reply.code, message } : { message } };
}

/**
 * Opens the link in `?link=`, or continues this tab's session of it after a reload, and goes to
 * the screen the session starts at (fetching the bill first for a link that names one).
 */
export async function startFlow(linkId: string | null, deps: FlowDeps): Promise<Flow> {
  if (!linkId) return refused("no-link");
  const kept = readAccess(deps.store, linkId);
  const reply = kept ? await sessionCalls(kept, deps.send).read() : await openLink(linkId, deps.send);
  if (!reply.ok) return refused(refusalOf(reply) ?? "unavailable");
  const { session } = reply.body;
  const access = kept ?? {
    sessionId: session.sessionId,
    sessionKey: (reply.body as OpenedSession).sessionKey,
  };
  keepAccess(deps.store, linkId, access);
  const start = startScreen(session);
  const flow: OpenFlow = { phase: "open", linkId, access, session, screen: start.screen };
  return start.fetch ? fetchBill(flow, start.fetch, deps) : flow;
}

/** Fetches a bill: the bill screen shows it, or the problem (e.g. BFR004) in its place. */
export async function fetchBill(flow: OpenFlow, input: FetchBillInput, deps: FlowDeps): Promise<Flow> {
  const reply = await sessionCalls(flow.access, deps.send).fetchBill(input);
  if (!reply.ok) return afterFailure(flow, reply);
  const { session, problem } = reply.body;
  const screen: Screen = { name: "bill", billerId: input.billerId, params: input.customerParams };
  return { ...flow, session, screen: problem ? { ...screen, problem } : screen, alert: undefined };
}

/** Pays the fetched bill: the result screen, or the bill screen again with what was refused. */
export async function pay(flow: OpenFlow, input: PayInput, deps: FlowDeps): Promise<Flow> {
  const reply = await sessionCalls(flow.access, deps.send).pay(input);
  if (!reply.ok) return afterFailure(flow, reply);
  const { session, problem } = reply.body;
  if (session.payment) return { ...flow, session, screen: { name: "result" }, alert: undefined };
  return { ...flow, session, alert: problem ?? { message: "The payment was not made. Try again." } };
}
