import { expect, test } from "@playwright/test";
import { openHydrated } from "./open-page";

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
});
