import { describe, expect, it } from "vitest";
import { sampleCode, sampleLanguageIds, type SampleRequest } from "./sample-code";

// Whether each program runs is proven by content/samples/sample-runs.test.ts, which executes every
// sample of every operation; these pin how awkward text is carried into each language's literals.
const awkward: SampleRequest = {
  method: "POST",
  url: "http://localhost:4000/sandbox/api/x",
  headers: [{ name: "channel-id", value: "it's" }],
  body: { quote: 'it\'s "quoted" `ticked` \\ back', flag: true, none: null, empty: {}, list: [] },
};

describe("sample programs", () => {
  it("keep a single quote inside cURL's single-quoted words", () => {
    const code = sampleCode("curl", awkward);
    expect(code).toContain(`--header 'channel-id: it'\\''s'`);
    expect(code).toContain(`"quote": "it'\\''s \\"quoted\\" \`ticked\` \\\\ back"`);
  });

  it("write Python literals for JSON's true, null and empty containers", () => {
    const code = sampleCode("python", awkward);
    expect(code).toContain(`"flag": True,`);
    expect(code).toContain(`"none": None,`);
    expect(code).toContain(`"empty": {},`);
    expect(code).toContain(`"list": [],`);
  });

  it("fall back to a quoted Go string when the body holds a backtick", () => {
    const code = sampleCode("go", awkward);
    expect(code).not.toContain("strings.NewReader(`");
    expect(code).toContain('strings.NewReader("{\\n');
  });

  it("double backslashes in a Java text block and quotes in a C# verbatim string", () => {
    expect(sampleCode("java", awkward)).toContain(`\\\\\\\\ back`);
    expect(sampleCode("csharp", awkward)).toContain(`""it's \\""quoted\\""`);
  });

  it("send no body and no content type for a request without one", () => {
    for (const language of sampleLanguageIds) {
      const code = sampleCode(language, { ...awkward, method: "GET", body: undefined });
      expect(code, language).not.toContain("application/json");
    }
  });
});
