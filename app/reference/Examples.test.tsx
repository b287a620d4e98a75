import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Examples, tabLabels } from "./Examples";

const otp = [
  { name: "valid", summary: "OTP correct (success)", json: '{"statusCode": "success"}' },
  {
    name: "invalidOtp",
    summary: 'Wrong OTP (invalid-otp, "Invalid OTP")',
    json: '{"statusCode": "invalid-otp"}',
  },
];

describe("an answer's examples", () => {
  it("label tabs with each summary up to its first aside, unless two labels would be alike", () => {
    expect(tabLabels(otp)).toEqual(["OTP correct", "Wrong OTP"]);
    expect(
      tabLabels([
        { name: "a", summary: "Accepted; creation in progress", json: "{}" },
        { name: "b", summary: "New wallet, minimum KYC", json: "{}" },
      ]),
    ).toEqual(["Accepted", "New wallet"]);
    const alike = [
      { name: "a", summary: "Accepted (submitted)", json: "{}" },
      { name: "b", summary: "Accepted (queued)", json: "{}" },
    ];
    expect(tabLabels(alike)).toEqual(["Accepted (submitted)", "Accepted (queued)"]);
  });

  it("are tabs with every panel in the HTML, the first shown with its whole summary", () => {
    const html = renderToString(<Examples examples={otp} kind="Response" label="Validate OTP" />);
    expect(html).toContain('role="tablist" aria-label="Validate OTP: response examples"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    const panels = html.split('role="tabpanel"').slice(1);
    expect(panels).toHaveLength(2);
    expect(panels[0]).not.toMatch(/^[^>]*hidden/);
    expect(panels[0]).toContain("Response: OTP correct (success)");
    expect(panels[1]).toMatch(/^[^>]*hidden/);
    expect(panels[1]).toContain("invalid-otp");
  });

  it("stay a single captioned block when there is one", () => {
    const html = renderToString(<Examples examples={otp.slice(0, 1)} kind="Request" label="Validate OTP" />);
    expect(html).not.toContain("tablist");
    expect(html).toContain("Request: OTP correct (success)</span>");
  });
});
