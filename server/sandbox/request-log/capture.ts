import type { LoggedExchange } from "../../../core/sandbox/logged-exchange";
import { loggedBody, maskHeaders } from "./masking";

/**
 * A call as the sandbox saw it, kept as received: what the request log shows is made from it
 * (`exchangeOf`) when it is read, or before it leaves this process for a shared store.
 */
export type Capture = Pick<
  LoggedExchange,
  "traceId" | "at" | "ms" | "api" | "operationId" | "client" | "label" | "labelRefused" | "deliveries"
> & {
  method: string;
  path: string;
  /** Names and values alternating, as received. */
  rawHeaders: readonly string[];
  body: Uint8Array | undefined;
  status: number;
  answerHeaders: Readonly<Record<string, string>>;
  answerBody: string;
};

function pairs(raw: readonly string[]): [string, string][] {
  const paired: [string, string][] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) paired.push([raw[index]!, raw[index + 1]!]);
  return paired;
}

/** What the log masks: every API's credential headers, and the body fields that carry credentials. */
export type Masking = { credentialHeaders: ReadonlySet<string>; bodyCredentials: ReadonlySet<string> };

/** The exchange as the log shows it: credentials and secrets masked, bodies cut at the published size. */
export function exchangeOf(capture: Capture, masking: Masking): LoggedExchange {
  return {
    traceId: capture.traceId,
    at: capture.at,
    ms: Math.round(capture.ms * 100) / 100,
    api: capture.api,
    operationId: capture.operationId,
    client: capture.client,
    label: capture.label,
    labelRefused: capture.labelRefused,
    request: {
      method: capture.method,
      path: capture.path,
      headers: maskHeaders(pairs(capture.rawHeaders), masking.credentialHeaders),
      ...loggedBody(capture.body, masking.bodyCredentials),
    },
    answer: {
      status: capture.status,
      // The sandbox's own headers carry no secret.
      headers: Object.entries(capture.answerHeaders),
      ...loggedBody(capture.answerBody, masking.bodyCredentials),
    },
    deliveries: capture.deliveries,
  };
}
