import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { providerTriggers } from "../../../content/sandbox/provider-triggers";
import { ProviderSandbox } from "./ProviderSandbox";

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll("'", "&#x27;");

describe("the provider part of the sandbox section", () => {
  it("publishes a row for each provider trigger, with the request its test replays", () => {
    // The table's codes carry break points (<wbr>) that are not text.
    const html = renderToString(<ProviderSandbox />).replaceAll("<wbr/>", "");
    expect(html).toContain('id="sandbox-provider"');
    expect(html).toContain("<caption>Provider API triggers</caption>");
    for (const trigger of providerTriggers) {
      expect(html).toContain(escaped(JSON.stringify(trigger.request.body)));
      expect(html).toContain(`/sandbox${trigger.request.path}`);
    }
    for (const shown of [
      "PROCESSING PENDING",
      "<code>FAILED</code>",
      "<code>data.expiresIn</code>",
      "SANDBOX_INVALID_CURSOR",
    ])
      expect(html).toContain(shown);
  });
});
