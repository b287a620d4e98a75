import { describe, expect, it } from "vitest";
import { hasSandbox, hasTryIt, sandboxUrl } from "./sandbox-url";

describe("sandboxUrl", () => {
  it("puts a document's path below the sandbox's mount", () => {
    expect(sandboxUrl("/api/bills/uat/bill-fetch-request")).toBe("/sandbox/api/bills/uat/bill-fetch-request");
    expect(sandboxUrl("/deliveries")).toBe("/sandbox/deliveries");
    expect(sandboxUrl("/api/mock/wallet-balance")).toBe("/sandbox/api/mock/wallet-balance");
  });

  it("leaves a path whose document's server is the mount itself where it is", () => {
    expect(sandboxUrl("/sandbox/deliveries")).toBe("/sandbox/deliveries");
    expect(sandboxUrl("/sandbox/notification-urls")).toBe("/sandbox/notification-urls");
    expect(sandboxUrl("/sandboxes/x")).toBe("/sandbox/sandboxes/x");
  });
});

describe("hasTryIt", () => {
  it("offers the console for the sandbox's documents, the deliveries API included", () => {
    expect(hasSandbox("deliveries")).toBe(true);
    expect(hasTryIt("deliveries", "/sandbox/deliveries")).toBe(true);
    expect(hasTryIt("cou", "/api/bills/uat/make-payment")).toBe(true);
    expect(hasTryIt("instacollect", "/bill-link")).toBe(true);
    expect(hasTryIt("fastag", "/api/mock/wallet-balance")).toBe(true);
  });

  it("leaves out documents the sandbox does not serve and paths with parameters", () => {
    expect(hasTryIt("biller", "/bill-fetch")).toBe(false);
    expect(hasTryIt("deliveries", "/sandbox/deliveries/{deliveryId}")).toBe(false);
  });
});
