import { describe, expect, it } from "vitest";
import { buildReference } from "./build-reference";
import { fixtureDocument } from "./fixture.test-data";
import { sampleSets, withFirstLanguageOnly } from "./sample-sets";

describe("code sample sets", async () => {
  const full = await buildReference("bills", fixtureDocument);

  it("keeps only the first language's code in the page view", () => {
    const page = withFirstLanguageOnly(full);
    const samples = page.tags.flatMap((tag) => tag.operations).flatMap((operation) => operation.codeSamples);
    expect(samples.filter((sample) => sample.html !== null).map((sample) => sample.language)).toEqual([
      "curl",
      "curl",
    ]);
    expect(samples.map((sample) => sample.label)).toContain("Python");
  });

  it("groups every language's code by operation anchor for the static files", () => {
    const sets = sampleSets(full);
    expect(Object.keys(sets)).toEqual(
      ["curl", "javascript", "python", "java", "csharp", "php", "go"].map(
        (language) => `bills.${language}.json`,
      ),
    );
    expect(sets["bills.python.json"]!["op-make-payment"]).toContain("requests");
  });
});
