import type { OperationView, ReferenceView } from "./view";

/**
 * Code samples in every language would make a reference page several times heavier, so a page
 * carries only the first language (cURL) and fetches another language's samples, for all its
 * operations at once, when a reader first picks it.
 */
export const sampleSetUrl = (specId: string, language: string) => `/specs/samples/${specId}.${language}.json`;

/** A language's samples for one document, by operation anchor. */
export type SampleSet = Record<string, string>;

function operationsOf(view: ReferenceView): OperationView[] {
  return [...view.tags.flatMap((tag) => tag.operations), ...view.webhooks];
}

/**
 * The view a page embeds: every language listed, only the first one's code included, and the first
 * request example left to the code samples, which show its body.
 */
export function withFirstLanguageOnly(view: ReferenceView): ReferenceView {
  const trim = (operation: OperationView): OperationView => ({
    ...operation,
    codeSamples: operation.codeSamples.map((sample, index) =>
      index === 0 ? sample : { ...sample, html: null },
    ),
    // The code samples already show the first request example's body.
    requestBody:
      operation.requestBody && operation.codeSamples.length > 0
        ? { ...operation.requestBody, examples: operation.requestBody.examples.slice(1) }
        : operation.requestBody,
  });
  return {
    ...view,
    tags: view.tags.map((tag) => ({ ...tag, operations: tag.operations.map(trim) })),
    webhooks: view.webhooks.map(trim),
  };
}

/** Every language's samples for a document, written as static files at build time. */
export function sampleSets(view: ReferenceView): Record<string, SampleSet> {
  const sets: Record<string, SampleSet> = {};
  for (const operation of operationsOf(view)) {
    for (const sample of operation.codeSamples) {
      if (sample.html !== null) (sets[sample.language] ??= {})[operation.anchor] = sample.html;
    }
  }
  return sets;
}
