import type { CodeSampleView, OperationView, ReferenceView } from "./view";

/** "Sandbox" samples call the portal's sandbox with its published values; "credentials" ones show the values issued at onboarding. */
export type SampleMode = "sandbox" | "credentials";

/**
 * Code samples in every language, in both modes, would make a reference page several times
 * heavier, so a page carries only the first language in the mode it opens in (Sandbox where the
 * sandbox serves the API) and fetches the rest, for all its operations at once, when a reader
 * first picks a language or a mode.
 */
export const sampleSetUrl = (specId: string, language: string, mode: SampleMode) =>
  `/specs/samples/${specId}.${language}${mode === "sandbox" ? ".sandbox" : ""}.json`;

/** A language's samples in one mode for one document, by `sampleKey`. */
export type SampleSet = Record<string, string>;

/** An operation's sample in a set: by its anchor, and a later Sandbox variant's by its index too. */
export const sampleKey = (anchor: string, variant = 0) => (variant === 0 ? anchor : `${anchor}~${variant}`);

function operationsOf(view: ReferenceView): OperationView[] {
  return [...view.tags.flatMap((tag) => tag.operations), ...view.webhooks];
}

const firstOnly = (samples: CodeSampleView[], keepFirst: boolean) =>
  samples.map((sample, index) => (keepFirst && index === 0 ? sample : { ...sample, html: null }));

/**
 * The view a page embeds: every language listed, only the first one's code included (in Sandbox
 * mode where there is one), and the first request example left to the code samples where they
 * show its body, which Sandbox samples need not (they send a body the sandbox accepts).
 */
export function withFirstLanguageOnly(view: ReferenceView): ReferenceView {
  const trim = (operation: OperationView): OperationView => {
    const sandbox = operation.sandboxSamples;
    return {
      ...operation,
      codeSamples: firstOnly(operation.codeSamples, !sandbox),
      ...(sandbox
        ? {
            sandboxSamples: {
              ...sandbox,
              variants: sandbox.variants.map((variant) => ({
                ...variant,
                samples: firstOnly(variant.samples, true),
              })),
            },
          }
        : {}),
      requestBody:
        operation.requestBody && operation.codeSamples.length > 0 && !sandbox
          ? { ...operation.requestBody, examples: operation.requestBody.examples.slice(1) }
          : operation.requestBody,
    };
  };
  return {
    ...view,
    tags: view.tags.map((tag) => ({ ...tag, operations: tag.operations.map(trim) })),
    webhooks: view.webhooks.map(trim),
  };
}

/** Every language's samples for a document in each mode, written as static files at build time, by file name. */
export function sampleSets(view: ReferenceView): Record<string, SampleSet> {
  const sets: Record<string, SampleSet> = {};
  const add = (samples: CodeSampleView[], key: string, mode: SampleMode) => {
    for (const sample of samples) {
      const file = sampleSetUrl(view.specId, sample.language, mode).split("/").at(-1)!;
      if (sample.html !== null) (sets[file] ??= {})[key] = sample.html;
    }
  };
  for (const operation of operationsOf(view)) {
    add(operation.codeSamples, sampleKey(operation.anchor), "credentials");
    operation.sandboxSamples?.variants.forEach((variant, index) =>
      add(variant.samples, sampleKey(operation.anchor, index), "sandbox"),
    );
  }
  return sets;
}
