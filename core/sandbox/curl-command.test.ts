import { describe, expect, it } from "vitest";
import { curlCommand } from "./curl-command";

describe("curlCommand", () => {
  it("writes the method, URL, each header and the body, one per line", () => {
    expect(
      curlCommand({
        method: "POST",
        url: "http://localhost:4000/sandbox/api/bills/uat/bill-fetch-request",
        headers: [
          ["Content-Type", "application/json"],
          ["x-api-key", "k"],
        ],
        body: '{"a":1}',
      }),
    ).toBe(
      [
        "curl -X POST 'http://localhost:4000/sandbox/api/bills/uat/bill-fetch-request' \\",
        "  -H 'Content-Type: application/json' \\",
        "  -H 'x-api-key: k' \\",
        `  --data-raw '{"a":1}'`,
      ].join("\n"),
    );
  });

  it("leaves out an empty body", () => {
    expect(curlCommand({ method: "GET", url: "http://h/x", headers: [] })).toBe("curl -X GET 'http://h/x'");
  });

  it("single-quotes every word, so the shell passes quotes, dollars and backslashes through unchanged", () => {
    const body = `{"name":"Asha's $HOME \\ \`x\`"}`;
    expect(curlCommand({ method: "POST", url: "http://h/x", headers: [], body })).toBe(
      `curl -X POST 'http://h/x' \\\n  --data-raw '{"name":"Asha'\\''s $HOME \\ \`x\`"}'`,
    );
  });
});
