import { sha256 } from "@noble/hashes/sha2.js";
import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { bodyCredentials } from "../sandbox/body-credentials";
import type { SandboxSpecId } from "../sandbox/sandbox-url";
import type { OpenApiDocument } from "./openapi";
import { sandboxBaseUrl } from "./sandbox-document";

/** A Postman environment file, as Postman exports and imports them. */
export type PostmanEnvironment = {
  id: string;
  name: string;
  values: { key: string; value: string; type: "default" | "secret"; enabled: true }[];
  _postman_variable_scope: "environment";
};

/**
 * The published sandbox value of a collection variable that stands for a credential: a credential
 * header by its name (`client-id`, `BANK-CHANNEL-ID`), or a body credential of the document.
 */
export function publishedCredential(specId: SandboxSpecId, variable: string): string | undefined {
  return publishedHeaderValue(variable) ?? bodyCredentials[specId]?.[variable];
}

// Postman hides secret values on screen; a partner who types their own credentials over the
// published ones keeps them hidden too.
const looksSecret = /secret|password|key|otp/i;

/** The variables a collection uses, `{{name}}`, in order of first use. */
export function collectionVariables(collection: unknown): string[] {
  return [
    ...new Set(Array.from(JSON.stringify(collection).matchAll(/\{\{([^{}]+)\}\}/g), (match) => match[1]!)),
  ];
}

/** A stable id, so that every build writes the same file. */
function environmentId(specId: string): string {
  const hex = Array.from(sha256(new TextEncoder().encode(`sandbox-environment:${specId}`)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The sandbox environment for a document's collection: `baseUrl`, where the sandbox serves the
 * document on `origin`, and the published value of every credential the collection sends.
 */
export function postmanEnvironment(
  specId: SandboxSpecId,
  document: OpenApiDocument,
  origin: string,
  collection: unknown,
): PostmanEnvironment {
  const credentials = collectionVariables(collection).flatMap((key) => {
    const value = publishedCredential(specId, key);
    if (value === undefined) return [];
    return [
      {
        key,
        value,
        type: looksSecret.test(key) ? ("secret" as const) : ("default" as const),
        enabled: true as const,
      },
    ];
  });
  return {
    id: environmentId(specId),
    name: `${document.info.title} (sandbox)`,
    values: [
      { key: "baseUrl", value: sandboxBaseUrl(document, origin), type: "default", enabled: true },
      ...credentials,
    ],
    _postman_variable_scope: "environment",
  };
}
