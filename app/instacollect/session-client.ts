import {
  sessionApi,
  sessionKeyHeader,
  type FetchBillInput,
  type OpenedSession,
  type PayInput,
  type SessionAnswer,
} from "../../core/instacollect/hosted-page-api";

/** What the page needs to continue a session: its id and the key its opening returned. */
export type SessionAccess = { sessionId: string; sessionKey: string };

/** A call's outcome: the body of a 200, or the status and `statusCode` of anything else (0: no answer). */
export type Reply<T> = { ok: true; body: T } | { ok: false; status: number; code: string | undefined };

/** Sends a call to a path below the sandbox's mount (the page puts the mount in front). */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

async function call<T>(
  send: Send,
  method: "GET" | "POST",
  path: string,
  key?: string,
  body?: unknown,
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (key) headers[sessionKeyHeader] = key;
  if (body) headers["content-type"] = "application/json";
  try {
    // No cookies and no cached answers: the key is the session's only credential.
    const response = await send(path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : null,
      credentials: "omit",
      cache: "no-store",
    });
    // An error body is `{ statusCode, statusMessage, traceId, errors? }`.
    const answer = (await response.json().catch(() => ({}))) as T & { statusCode?: string };
    return response.ok
      ? { ok: true, body: answer }
      : { ok: false, status: response.status, code: answer.statusCode };
  } catch {
    return { ok: false, status: 0, code: undefined };
  }
}

/** Opens a link: a link opens once, so a second opening answers 410 `SANDBOX_LINK_USED`. */
export function openLink(linkId: string, send: Send): Promise<Reply<OpenedSession>> {
  return call(send, "POST", sessionApi.open(linkId));
}

/** The calls of an open session, each carrying its key. */
export function sessionCalls({ sessionId, sessionKey }: SessionAccess, send: Send) {
  return {
    read: () => call<SessionAnswer>(send, "GET", sessionApi.session(sessionId), sessionKey),
    fetchBill: (input: FetchBillInput) =>
      call<SessionAnswer>(send, "POST", sessionApi.bill(sessionId), sessionKey, input),
    pay: (input: PayInput) =>
      call<SessionAnswer>(send, "POST", sessionApi.payment(sessionId), sessionKey, input),
  };
}
