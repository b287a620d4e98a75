import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { refusedDestination } from "../../server/sandbox/delivery-guards";
import { sandboxFailure } from "../../core/sandbox/reply";
import { BillerConformanceKit, ProblemNotice, problemOf } from "./BillerConformanceKit";

/** Every input, select and textarea in the HTML has a label naming its id. */
function unlabelledFields(html: string): string[] {
  const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((match) => match[1]));
  return ids.filter((id) => !labelled.has(id));
}

describe("the conformance kit's form", () => {
  const html = renderToString(<BillerConformanceKit />);

  it("labels every field, groups them in fieldsets and uses no inline styles", () => {
    expect(unlabelledFields(html)).toEqual([]);
    expect(html.match(/<legend>/g)).toHaveLength(4);
    expect(html).not.toContain("style=");
  });

  it("asks for one URL per endpoint of the version, v1.0 first", () => {
    for (const label of [
      "Bill fetch URL",
      "Payment posting URL",
      "Bill validation URL",
      "Settlement notification receiver URL",
      "Payment notification receiver URL",
    ])
      expect(html).toContain(`>${label}</label>`);
    expect(html).not.toContain("Biller ID");
  });

  it("says which hosts it can call, offers the download for the others, and what becomes of the credentials", () => {
    expect(html).toContain("can call only the hosts its operator allows");
    expect(html).toContain('<a href="/downloads/biller-kit.mjs">biller-kit.mjs</a>');
    expect(html).toContain("are not stored");
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
  });
});

describe("the conformance kit's refusals", () => {
  const config = {
    version: "v1.0" as const,
    endpoints: { fetch: "https://uat.biller.example/v1.0/bill-fetch" },
    customers: { due: "CUST0001", unknown: "CUST9999", nothingDue: "CUST0002" },
  };
  /** The notice's text as a reader gets it, from the sandbox's answer to the form's run. */
  const noticeFor = (reply: { status: number; body: Record<string, unknown> }) =>
    renderToString(
      <ProblemNotice problem={problemOf(reply.status, JSON.stringify(reply.body), null, config)} />,
    )
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'");

  it("says once, in plain words, that this portal calls only the hosts its operator allows, and offers the download", () => {
    const reply = refusedDestination(config.endpoints.fetch, ["localhost", "127.0.0.1"], "endpoints/fetch")!;
    const html = renderToString(
      <ProblemNotice problem={problemOf(reply.status, JSON.stringify(reply.body), null, config)} />,
    );
    const text = noticeFor(reply);
    expect(text).toContain("this portal cannot call uat.biller.example");
    expect(text.split("only the hosts its operator allows")).toHaveLength(2);
    expect(text).not.toContain("`");
    expect(text).not.toContain("allow-list");
    expect(html).toContain('<a href="/downloads/biller-kit.mjs">biller-kit.mjs</a>');
    expect(html).toContain('href="/bbps/biller/guide#download-and-run-the-kit"');
  });

  it("names the field of a URL refused for another rule", () => {
    const url = "https://user:secret@uat.biller.example/v1.0/bill-fetch";
    const reply = refusedDestination(url, ["uat.biller.example"], "endpoints/fetch")!;
    const text = noticeFor(reply);
    expect(text).toContain("The bill fetch URL is refused: The URL may not carry a user name or password.");
    expect(text.split("may not carry")).toHaveLength(2);
  });

  it("shows a sandbox message's code as code, and a problem it already states only once", () => {
    const reply = sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, [
      { path: "/customers/due", message: "The customer with a bill due is empty." },
    ]);
    const html = renderToString(
      <ProblemNotice problem={problemOf(reply.status, JSON.stringify(reply.body), null, config)} />,
    );
    expect(html).not.toContain("`");
    expect(html).toContain("/customers/due: The customer with a bill due is empty.");
  });
});
