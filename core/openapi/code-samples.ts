import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet";
import { highlight, type HighlightLanguage } from "./highlight";
import type { CodeSampleView } from "./view";

/** The languages every operation gets a sample in, in tab order. */
export const sampleLanguages = [
  { id: "curl", label: "cURL", target: "shell", client: "curl", highlight: "bash" },
  { id: "javascript", label: "JavaScript", target: "javascript", client: "fetch", highlight: "javascript" },
  { id: "python", label: "Python", target: "python", client: "requests", highlight: "python" },
  { id: "java", label: "Java", target: "java", client: "nethttp", highlight: "java" },
  { id: "csharp", label: "C#", target: "csharp", client: "httpclient", highlight: "csharp" },
  { id: "php", label: "PHP", target: "php", client: "guzzle", highlight: "php" },
  { id: "go", label: "Go", target: "go", client: "native", highlight: "go" },
] as const satisfies readonly {
  id: string;
  label: string;
  target: string;
  client: string;
  highlight: HighlightLanguage;
}[];

export type SampleRequest = {
  method: string;
  /** Absolute URL; `origin` is swapped for `displayOrigin` in the output. */
  url: string;
  headers: { name: string; value: string }[];
  body: unknown;
};

/** Stand-in origin for hosts that are issued at onboarding; shown as the display origin. */
export const placeholderOrigin = "https://api-host.placeholder";

function toHar(request: SampleRequest): HarRequest {
  const hasBody = request.body !== undefined;
  const headers = hasBody
    ? [...request.headers, { name: "Content-Type", value: "application/json" }]
    : request.headers;
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: "HTTP/1.1",
    headers,
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: hasBody
      ? { mimeType: "application/json", text: JSON.stringify(request.body) }
      : { mimeType: "" },
  };
}

/** Code for one request in each sample language, highlighted at build time. */
export async function codeSamples(request: SampleRequest, displayOrigin: string): Promise<CodeSampleView[]> {
  const snippet = new HTTPSnippet(toHar(request));
  return Promise.all(
    sampleLanguages.map(async (language) => {
      const [converted] = (await snippet.convert(language.target, language.client)) || [];
      const code = String(converted ?? "").replaceAll(placeholderOrigin, displayOrigin);
      return { language: language.id, label: language.label, html: highlight(code, language.highlight) };
    }),
  );
}
