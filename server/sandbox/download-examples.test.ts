import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { apiKeyHeaderParameters, jsonMedia, operationParameters } from "../../core/openapi/example-request";
import { httpMethods, resolveRef, type OpenApiDocument } from "../../core/openapi/openapi";
import { sandboxDocument } from "../../core/openapi/sandbox-document";
import { emptyMemory, fillPlaceholders, remember, type TryItMemory } from "../../core/sandbox/try-it-memory";
import { sandboxSpecIds } from "../../core/sandbox/sandbox-url";
import { testSandbox, type Json } from "./sandbox-client.test-data";

/**
 * Every request example of every document the sandbox serves, sent as its download writes it to
 * the sandbox its first server names, answers without a refusal: a tool that sends the examples
 * (Postman, Schemathesis's explicit examples, an assistant) gets the documented outcomes. A value
 * an earlier call gives (`<context from bill-fetch-request>`, `Bearer <token>`) is taken from that
 * call's answer, as the try-it console does.
 *
 * Left to the tests of their own flows: operations with a path parameter (the deliveries API's
 * `{deliveryId}` and `{registrationId}`, ids only a registration or a delivery returns) and
 * InstaCollect refunds, whose `orderId` only a payment on the hosted page gives.
 */
const sources = import.meta.glob<string>("../../content/specs/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const origin = "http://sandbox.test";
const today = "2026-11-22";
/**
 * The provider's two APIs take different tokens: the status API's is issued for `clientID` and
 * `secret`, the reports API's for `email`, `password`, `otp` and `grant_type`. A bearer call takes
 * the token the token call answered for its API's credentials.
 */
const tokenCredential: Readonly<Record<string, string>> = {
  "/api/transaction/status": "clientID",
  "/api/reports": "email",
};
const chainedElsewhere = (path: string) => path.includes("{") || path === "/instacollect/refunds";
const unfilled = (value: unknown) => /<[A-Za-z_]+(?: from [a-z-]+)?>/.test(JSON.stringify(value ?? null));

type Call = { label: string; method: string; path: string; headers: Record<string, string>; body: unknown };

function exampleCalls(document: OpenApiDocument): Call[] {
  const calls: Call[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    if (chainedElsewhere(path)) continue;
    const item = resolveRef(document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const headerParameters = [
        ...operationParameters(document, item, operation).filter((parameter) => parameter.in === "header"),
        ...apiKeyHeaderParameters(document, operation),
      ];
      const headers = Object.fromEntries(
        headerParameters.map((parameter) => [
          parameter.name,
          publishedHeaderValue(parameter.name) ?? String(parameter.example ?? `<${parameter.name}>`),
        ]),
      );
      const schemes = document.components?.securitySchemes ?? {};
      const [requirement = {}] = operation.security ?? document.security ?? [];
      if (Object.keys(requirement).some((name) => schemes[name]?.scheme === "bearer"))
        headers.authorization = "Bearer <token>";
      const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const examples = Object.entries(jsonMedia(requestBody?.content)?.examples ?? { "(no body)": {} });
      for (const [name, example] of examples)
        calls.push({
          label: `${method.toUpperCase()} ${path} ${name}`,
          method: method.toUpperCase(),
          path,
          headers,
          body: resolveRef(document, example).value,
        });
    }
  }
  return calls;
}

describe.each(sandboxSpecIds)("the %s download's request examples", (id) => {
  it("each answers without a refusal from the sandbox its first server names", async () => {
    const document = sandboxDocument(
      parse(sources[`../../content/specs/${id}.yaml`]!) as OpenApiDocument,
      origin,
    );
    const base = new URL(document.servers![0]!.url).pathname.replace(/^\/sandbox/, "");
    const { app } = testSandbox();
    let memory: TryItMemory = emptyMemory();
    const tokens = new Map<string, TryItMemory>();
    const failures: string[] = [];
    // An example that needs an answer not yet given waits for the call that gives it.
    let waiting = exampleCalls(document);
    expect(waiting.length).toBeGreaterThan(0);
    for (let progress = true; waiting.length > 0 && progress;) {
      const next: Call[] = [];
      progress = false;
      for (const call of waiting) {
        const credential = tokenCredential[call.path];
        const tokenMemory = credential ? (tokens.get(credential) ?? emptyMemory()) : memory;
        const headers = fillPlaceholders(call.headers, tokenMemory, today) as Record<string, string>;
        const body = fillPlaceholders(call.body, memory, today);
        if (unfilled(headers) || unfilled(body)) {
          next.push(call);
          continue;
        }
        progress = true;
        const response = await app.request(`${base}${call.path}`, {
          method: call.method,
          headers: { "content-type": "application/json", ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const answer = (await response.json().catch(() => ({}))) as Json;
        const code = String(answer?.statusCode ?? "");
        if (response.status >= 300 || code.startsWith("SANDBOX_"))
          failures.push(`${call.label}: HTTP ${response.status} ${code} ${answer?.statusMessage ?? ""}`);
        memory = remember(memory, call.path.slice(1), answer);
        for (const field of Object.values(tokenCredential))
          if (body && typeof body === "object" && field in body)
            tokens.set(field, remember(emptyMemory(), call.path.slice(1), answer));
      }
      waiting = next;
    }
    expect(failures).toEqual([]);
    expect(waiting.map((call) => `${call.label}: a value no example's answer gives`)).toEqual([]);
  });
});
