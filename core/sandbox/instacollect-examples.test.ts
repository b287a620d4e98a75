import { describe, expect, it } from "vitest";
import { instaCollectBills, instaCollectSettings } from "../../content/sandbox/instacollect";
import { directLinkDepths, rupeesText, withInstaCollectSandboxValues } from "./instacollect-examples";

const page = "http://127.0.0.1:4000/cou/instacollect/api";

describe("withInstaCollectSandboxValues", () => {
  it("gives a bill link a bill the sandbox publishes", () => {
    expect(
      withInstaCollectSandboxValues("bill-link", { billId: "BILL0001", mobileNumber: "9876543210" }, page),
    ).toEqual({ billId: instaCollectBills[0]?.billId, mobileNumber: "9876543210" });
    expect(
      withInstaCollectSandboxValues(
        "bill-link",
        { billId: "SBX-BILL-GAS", mobileNumber: "9876543210" },
        page,
      ),
    ).toEqual({ billId: "SBX-BILL-GAS", mobileNumber: "9876543210" });
  });

  it("fills the default amount with the biller's bill in rupees and the redirect with the page", () => {
    const filled = withInstaCollectSandboxValues(
      "direct-link",
      {
        mobileNumber: "9876543210",
        billerId: "BILLER000003",
        defaultAmount: "<defaultAmount>",
        redirectTo: "<redirectTo>",
      },
      page,
    ) as Record<string, unknown>;
    expect(filled.defaultAmount).toBe("890.00");
    expect(String(filled.defaultAmount)).toMatch(new RegExp(instaCollectSettings.defaultAmountPattern));
    expect(filled.redirectTo).toBe(page);
  });

  it("sends the customer back to the page instead of the partner's stand-in host", () => {
    const filled = withInstaCollectSandboxValues(
      "direct-link",
      { mobileNumber: "9876543210", redirectTo: "https://partner-host/payment-done" },
      page,
    ) as Record<string, unknown>;
    expect(filled.redirectTo).toBe(page);
    const own = withInstaCollectSandboxValues(
      "direct-link",
      { mobileNumber: "9876543210", redirectTo: "https://shop.test/done" },
      page,
    ) as Record<string, unknown>;
    expect(own.redirectTo).toBe("https://shop.test/done");
  });

  it("uses the first bill's biller when the body names none", () => {
    const filled = withInstaCollectSandboxValues(
      "direct-link",
      { mobileNumber: "9876543210", defaultAmount: "<defaultAmount>" },
      page,
    ) as Record<string, unknown>;
    expect(filled.defaultAmount).toBe("1500.00");
  });

  it("leaves other operations and values alone", () => {
    const body = { billId: "BILL0001", defaultAmount: "<defaultAmount>" };
    expect(withInstaCollectSandboxValues("make-payment", body, page)).toBe(body);
    expect(withInstaCollectSandboxValues("direct-link", { defaultAmount: 250 }, page)).toEqual({
      defaultAmount: 250,
    });
  });
});

describe("directLinkDepths", () => {
  it("adds one level of the input at each depth, from the sandbox's billers", () => {
    const depths = directLinkDepths("9876543210");
    expect(depths.map((entry) => entry.depth)).toEqual(["home", "billers", "fetch", "bill"]);
    expect(depths[3]?.body).toEqual({
      mobileNumber: "9876543210",
      categoryName: "Electricity",
      billerId: "BILLER000001",
      customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    });
    expect(Object.keys(depths[1]?.body ?? {})).toEqual(["mobileNumber", "categoryName"]);
  });
});

describe("rupeesText", () => {
  it("writes paise as rupees with two decimals", () => {
    expect(rupeesText(150000)).toBe("1500.00");
    expect(rupeesText(5)).toBe("0.05");
  });
});
