import { useEffect, useState } from "react";
import { sampleSetUrl, type SampleMode, type SampleSet } from "../../core/openapi/sample-sets";

const requests = new Map<string, Promise<SampleSet>>();

function load(url: string): Promise<SampleSet> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => (response.ok ? (response.json() as Promise<SampleSet>) : {}));
    requests.set(url, request);
  }
  return request;
}

/**
 * A language's code samples in one mode for a document, fetched once per page visit and shared by
 * every operation on the page; undefined until they arrive, or when `language` needs no fetch.
 */
export function useSampleSet(
  specId: string,
  language: string | null,
  mode: SampleMode,
): SampleSet | undefined {
  const [loaded, setLoaded] = useState<{ url: string; set: SampleSet } | undefined>();
  const url = language ? sampleSetUrl(specId, language, mode) : undefined;
  useEffect(() => {
    if (!url) return;
    let current = true;
    void load(url).then((set) => {
      if (current) setLoaded({ url, set });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.set : undefined;
}
