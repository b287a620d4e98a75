import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { OpenApiDocument } from "./openapi";
import { publishedVersion } from "./published-version";

const texts = import.meta.glob<string>("/content/specs/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const spec = (id: string) => parse(texts[`/content/specs/${id}.yaml`] ?? "") as OpenApiDocument;

describe("the published version", () => {
  it("is the document's version where the API publishes one", () => {
    expect(publishedVersion(spec("cou"))).toBe("1.0");
    expect(publishedVersion(spec("fastag"))).toBe("1.0.0");
  });

  it("is left out for InstaCollect, which publishes none", () => {
    expect(publishedVersion(spec("instacollect"))).toBeUndefined();
  });
});
