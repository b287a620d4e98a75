import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { istDate } from "../../core/bill-payment/complaint";
import { withFreshReference } from "../../core/sandbox/bill-flow";
import { withInstaCollectSandboxValues } from "../../core/sandbox/instacollect-examples";
import { fillPlaceholders, remember, type TryItMemory } from "../../core/sandbox/try-it-memory";
import {
  rememberFastagCall,
  withFastagSandboxValues,
  type FastagConsoleMemory,
} from "../sandbox/fastag/console-values";
import { isFastagSandboxUrl } from "../sandbox/fastag/section-data";

/** A request a console or the flow runner starts from: what the operation documents, at its sandbox URL. */
export type TryItExample = {
  method: string;
  /** Same-origin sandbox URL, e.g. `/sandbox/api/bills/uat/bill-fetch-request`. */
  url: string;
  headers: { name: string; value: string }[];
  /** Compact JSON, with `<placeholders>` where the documentation has them. */
  body?: string;
};

/**
 * Shared by every console and the flow runner on the page, and never stored: the `data` of earlier
 * answers, so each step of the chain is prefilled with the context the step before returned. It
 * starts with the published provider credentials, which fill the token call's `<clientID>` and friends.
 */
let memory: TryItMemory = {
  byOperation: {},
  latest: { ...sandboxFixtures.provider.credentials.status, ...sandboxFixtures.provider.credentials.reports },
};

/** What this page's FASTag calls established (see console-values.ts); never stored either. */
let fastagMemory: FastagConsoleMemory = {};

/** `bill-fetch-request` from `/sandbox/api/bills/uat/bill-fetch-request`. */
export const operationName = (url: string) => url.split("/").at(-1) ?? url;

export function rememberAnswer(url: string, body: unknown): void {
  memory = remember(memory, operationName(url), body);
}

/** A documented value with its `<placeholders>` filled from what this page's calls returned. */
export const fillFromSession = (value: unknown) => fillPlaceholders(value, memory, istDate(Date.now()));

/**
 * A documented body as the console prefills it: placeholders filled from earlier answers, values
 * the sandbox cannot take replaced with its published ones, `<redirectTo>` this page (`pageUrl`),
 * a payment given a reference no call has used yet, and a FASTag body what the page's FASTag calls
 * established.
 */
export function prefilledBody(url: string, body: unknown, pageUrl: string): unknown {
  const operation = operationName(url);
  if (isFastagSandboxUrl(url)) return withFastagSandboxValues(operation, fillFromSession(body), fastagMemory);
  return withFreshReference(
    operation,
    withInstaCollectSandboxValues(operation, fillFromSession(body), pageUrl),
  );
}

/** The example's headers with the published sandbox credentials in place of the placeholders. */
export function prefilledHeaders(example: TryItExample): [string, string][] {
  const headers = example.headers.map(({ name, value }): [string, string] => [
    name,
    publishedHeaderValue(name) ?? String(fillFromSession(value)),
  ]);
  return example.body === undefined ? headers : [["Content-Type", "application/json"], ...headers];
}

/**
 * Sends a request to the sandbox on this origin. The URL is relative, so the request (and any
 * secret typed into a console) goes nowhere else; the page's CSP (`connect-src 'self'`) agrees.
 */
export async function sendToSandbox(
  example: Pick<TryItExample, "method" | "url">,
  headers: [string, string][],
  body: string | undefined,
): Promise<{ status: number; statusText: string; text: string; milliseconds: number }> {
  const started = performance.now();
  const response = await fetch(example.url, {
    method: example.method,
    headers,
    ...(body === undefined ? {} : { body }),
    credentials: "omit",
    cache: "no-store",
    referrerPolicy: "no-referrer",
  });
  const text = await response.text();
  // A FASTag answer alone does not say what was asked (a recharge answers an empty `data`), so the
  // request is remembered with it.
  if (isFastagSandboxUrl(example.url) && body !== undefined) {
    try {
      fastagMemory = rememberFastagCall(
        fastagMemory,
        operationName(example.url),
        JSON.parse(body),
        JSON.parse(text),
      );
    } catch {
      // A body or answer that is not JSON teaches nothing.
    }
  }
  return {
    status: response.status,
    statusText: response.statusText,
    text,
    milliseconds: Math.round(performance.now() - started),
  };
}
