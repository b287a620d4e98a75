import { hasSandbox } from "../sandbox/sandbox-url";

export type DownloadLink = { label: string; href: string };

/**
 * What a partner can download for an API (`scripts/spec-downloads.ts` writes them): the OpenAPI
 * document, its Postman collection, and, for an API the sandbox serves, the environment that runs
 * the collection against it.
 */
export function downloadLinks(specId: string): DownloadLink[] {
  return [
    { label: "OpenAPI (YAML)", href: `/specs/${specId}.yaml` },
    { label: "OpenAPI (JSON)", href: `/specs/${specId}.json` },
    { label: "Postman collection", href: `/specs/${specId}.postman.json` },
    ...(hasSandbox(specId)
      ? [{ label: "Postman environment (sandbox)", href: `/specs/${specId}.postman_environment.json` }]
      : []),
  ];
}
