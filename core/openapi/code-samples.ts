import { highlight, type HighlightLanguage } from "./highlight";
import { sampleCode, type SampleLanguageId, type SampleRequest } from "./sample-code";
import type { CodeSampleView } from "./view";

export type { SampleRequest } from "./sample-code";

/** The languages every operation gets a sample in, in tab order. */
export const sampleLanguages = [
  { id: "curl", label: "cURL", highlight: "bash" },
  { id: "javascript", label: "JavaScript", highlight: "javascript" },
  { id: "python", label: "Python", highlight: "python" },
  { id: "java", label: "Java", highlight: "java" },
  { id: "csharp", label: "C#", highlight: "csharp" },
  { id: "php", label: "PHP", highlight: "php" },
  { id: "go", label: "Go", highlight: "go" },
] as const satisfies readonly { id: SampleLanguageId; label: string; highlight: HighlightLanguage }[];

/** Code for one request in each sample language, highlighted at build time. */
export function codeSamples(request: SampleRequest): CodeSampleView[] {
  return sampleLanguages.map((language) => ({
    language: language.id,
    label: language.label,
    html: highlight(sampleCode(language.id, request), language.highlight),
  }));
}
