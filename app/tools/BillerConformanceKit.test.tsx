import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BillerConformanceKit } from "./BillerConformanceKit";

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

  it("says where the run happens and what becomes of the credentials", () => {
    expect(html).toContain("The run happens on the portal&#x27;s server");
    expect(html).toContain("are not stored");
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
  });
});
