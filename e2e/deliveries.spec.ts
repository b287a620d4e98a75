import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyJwt } from "../core/jwt";
import { openHydrated } from "./open-page";

type Receiver = {
  url: string;
  /** The `X-Sandbox-Attempt` and `X-Sandbox-Delivery-Id` of each call, in order. */
  calls: { attempt: string; deliveryId: string }[];
  /** The `Authorization` header of each call, where it had one. */
  authorizations: string[];
  close: () => Promise<void>;
};

/**
 * A partner's settlement endpoint on this machine (the sandbox's default allow-list): it answers
 * `success` false twice, then true.
 */
async function startReceiver(): Promise<Receiver> {
  const calls: Receiver["calls"] = [];
  const authorizations: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    if (request.headers.authorization) authorizations.push(request.headers.authorization);
    request.on("end", () => {
      calls.push({
        attempt: String(request.headers["x-sandbox-attempt"]),
        deliveryId: String(request.headers["x-sandbox-delivery-id"]),
      });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ success: calls.length > 2 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/settlement-notification`,
    calls,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens the page's deliveries console and waits for it to load. */
async function openConsole(page: Page) {
  await openHydrated(page, "/testing/deliveries");
  const section = page.locator("section.deliveries-section");
  await section.getByRole("button", { name: "Open the deliveries console" }).click();
  const form = section.getByRole("form", { name: "Send an event to your URL", exact: true });
  await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
  return { section, form };
}

test.describe("the deliveries console on the sandbox's deliveries page", () => {
  test("sends a settlement notification to your URL and shows each attempt until it is delivered", async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      const { section, form } = await openConsole(page);
      await form.getByLabel("Your URL").fill(receiver.url);
      await form.getByLabel("Time scale").fill("1000");
      await form.getByRole("button", { name: "Send" }).click();

      const panel = section.locator(".deliveries-panel");
      await expect(panel.getByRole("status")).toHaveText(
        "Delivered: attempt 3 was accepted (3 attempts in all).",
      );
      const rows = panel.getByRole("table", { name: "Attempts, oldest first" }).locator("tbody tr");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toContainText("Not delivered: HTTP 200 with success false");
      await expect(rows.nth(1)).toContainText("2 (retry 1)");
      await expect(rows.nth(2)).toContainText("Delivered: HTTP 200 with success true");
      await expect(rows.nth(2)).toContainText('{"success":true}');
      const deliveryId = (await panel.getByRole("heading", { level: 4 }).textContent())?.replace(
        "Delivery ",
        "",
      );
      expect(receiver.calls).toEqual(["1", "2", "3"].map((attempt) => ({ attempt, deliveryId })));

      // Sent again on request: the log gains a redelivery, and the receiver sees it as one.
      await panel.getByRole("button", { name: "Redeliver" }).click();
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(3)).toContainText("redelivery");
      expect(receiver.calls.at(-1)?.attempt).toBe("redelivery");
    } finally {
      await receiver.close();
    }
  });

  test("sends a settlement notification with a stale JWT for your endpoint to refuse, and shows it masked", async ({
    page,
  }) => {
    const receiver = await startReceiver();
    const secret = "biller-shared-secret-0123456789";
    try {
      const { section, form } = await openConsole(page);
      await form.getByLabel("Your URL").fill(receiver.url);
      await form.getByLabel("Time scale").fill("1000");
      await form.getByLabel("Authentication").selectOption("jwt stale");
      await form.getByLabel("Audience (your scheme id)").fill("SCHEME01");
      await form.getByLabel("Shared secret").fill(secret);
      await form.getByRole("button", { name: "Send" }).click();

      const panel = section.locator(".deliveries-panel");
      await expect.poll(() => receiver.authorizations.length).toBeGreaterThan(0);
      const [scheme, token] = receiver.authorizations[0]!.split(" ");
      expect(scheme).toBe("Bearer");
      const verdict = await verifyJwt(token!, { audience: "SCHEME01", secret, now: Date.now() });
      const failed = Object.entries(verdict.rules).filter(([, rule]) => rule.status === "fail");
      expect(failed.map(([name]) => name)).toEqual(["age"]);
      await panel.getByText("The request sent on every attempt").click();
      await expect(panel).toContainText("stale on purpose (stale): your endpoint should refuse it");
      await expect(panel).not.toContainText(secret);
    } finally {
      await receiver.close();
    }
  });

  test("shows the allow-list's refusal of a URL off this machine", async ({ page }) => {
    const { form } = await openConsole(page);
    await form.getByLabel("Your URL").fill("https://partner.example.com/settlement-notification");
    await form.getByRole("button", { name: "Send" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("HTTP 422 · SANDBOX_DESTINATION_REFUSED · rule allow-list");
    await expect(alert).toContainText("The host partner.example.com is not on this sandbox's allow-list");
    await expect(page.locator(".deliveries-panel")).toHaveCount(0);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`passes axe with a delivery shown, in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const { section, form } = await openConsole(page);
      // Nothing listens on port 9: each attempt fails at once, and the log says why.
      await form.getByLabel("Your URL").fill("http://127.0.0.1:9/settlement-notification");
      await form.getByLabel("Time scale").fill("1000");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(section.getByRole("table", { name: "Attempts, oldest first" })).toBeVisible();
      // The section without the operations, which the reference tests check; a theme changes
      // colours only, so the dark pass runs the rules colours decide (see accessibility.spec.ts).
      // The page has no frames, so legacy mode's single-frame run (about half the time) loses nothing.
      const axe = new AxeBuilder({ page })
        .include("section.deliveries-section > :not(.reference)")
        .setLegacyMode(true);
      const results = await (
        colorScheme === "light"
          ? axe.withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
          : axe.withRules(["color-contrast", "link-in-text-block"])
      ).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
