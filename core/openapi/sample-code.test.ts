/* eslint-disable no-restricted-imports -- one test asks bash how it reads the cURL sample; nothing in the site imports it. */
import { execFileSync } from "node:child_process";
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

  it("indent cURL's JSON body under --data and close the quote on its last line", () => {
    const body = { payment: { amount: "100.00", tags: ["a", "b"] }, note: "line\nbreak" };
    const lines = sampleCode("curl", { ...awkward, body }).split("\n");
    const data = lines.findIndex((line) => line.startsWith("  --data '{"));
    expect(lines.slice(data)).toEqual([
      "  --data '{",
      '    "payment": {',
      '      "amount": "100.00",',
      '      "tags": [',
      '        "a",',
      '        "b"',
      "      ]",
      "    },",
      '    "note": "line\\nbreak"',
      "  }'",
    ]);
    expect(lines.filter((line) => line.trim() === "'")).toEqual([]);
  });

  it("write a cURL command whose words bash reads back as the documented request", () => {
    const code = sampleCode("curl", awkward);
    // A stand-in curl that prints each word it is given, so bash parses the command for real.
    const words = execFileSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${code}`], {
      encoding: "utf8",
    }).split("\0");
    expect(words.slice(0, 4)).toEqual(["--request", "POST", "--url", awkward.url]);
    expect(words).toContain("channel-id: it's");
    expect(JSON.parse(words[words.indexOf("--data") + 1]!)).toEqual(awkward.body);
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
