import { expect, test } from "@playwright/test";
import { framesDrawn, openHydrated } from "./open-page";

test.describe("loading a page", () => {
  test("asks for its stylesheets ahead of its scripts, and still hydrates without errors", async ({
    page,
  }) => {
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    // What the page's HTML asks for; modules that scripts import later (lazy parts) are not its own.
    cdp.on("Network.requestWillBeSent", ({ request, type, initiator }) => {
      const { pathname } = new URL(request.url);
      if ((type === "Stylesheet" || type === "Script") && initiator.type === "parser")
        priorities.set(pathname, request.initialPriority);
    });
    await cdp.send("Network.enable");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));

    // Hydrated: React has taken the page over (its hydration-only button shows), with no error.
    await openHydrated(page, "/cou/api");

    const of = (extension: string) =>
      [...priorities].filter(([path]) => path.startsWith("/assets/") && path.endsWith(extension));
    // The stylesheets the first paint waits for lead; the modules React hydrates with come after.
    expect(of(".css").length).toBeGreaterThan(0);
    for (const [path, priority] of of(".css")) expect(priority, path).toBe("VeryHigh");
    expect(of(".js").length).toBeGreaterThan(3);
    for (const [path, priority] of of(".js")) expect(["Low", "VeryLow"], path).toContain(priority);
    expect(errors).toEqual([]);
  });

  // A guide, a reference, the home and the search page: what hydration adds (the copy button, the
  // search field) has its room from the first paint. The search page moved by 0.25 on a phone when
  // its field came with hydration, and every page by 0.01 when the copy button did.
  for (const path of ["/", "/bbps/biller/guide", "/cou/api", "/search"]) {
    test(`${path} does not move as it hydrates, on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openHydrated(page, path);
      // The shifts of the frame that drew the hydrated page have been reported.
      await framesDrawn(page);
      const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
    });
  }
});
