import { expect, test } from "@playwright/test";
import { pages, site } from "../content/site";

test.describe("routes", () => {
  // Each page's title, heading, footer and description are checked where the page loads for its
  // layout (overflow.spec.ts): one load per route for both.

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("4-oh-4!");
    await expect(page).toHaveURL("/no/such/page?x=1");
    await page.getByRole("link", { name: "Go back to home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
  });

  for (const path of ["/cou/api/", "/COU/API", "/bbps/biller/guide/extra"]) {
    test(`routes are exact: ${path} is not a page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("4-oh-4!");
      // The address the reader typed stays in the address bar.
      await expect(page).toHaveURL(path);
    });
  }

  for (const [from, to] of Object.entries(site.redirects)) {
    test(`the server redirects ${from} to ${to} with 301`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  test("client-side navigation follows redirects too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Bill Collection" }).click();
    await expect(page).toHaveURL("/bbps/biller/guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biller integration guide v1.0");
  });

  test("the home page offers the two Explore cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Bill Collection" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Bill Payments" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Bill Collection" })).toHaveAttribute(
      "href",
      "/bbps/biller/docs",
    );
    await page.getByRole("link", { name: "Explore Bill Payments" }).click();
    await expect(page).toHaveURL("/cou/api");
  });

  test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of pages) expect(sitemap).toContain(`${page.path}</loc>`);
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page is readable from its prerendered HTML", async ({ page: tab }) => {
    // One test walks every route; on a busy machine the largest pages take seconds each to load.
    test.setTimeout(120_000);
    for (const page of pages) {
      await tab.goto(page.path);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.title);
      // The menu button needs JavaScript, so the sidebar is always there instead.
      await expect(tab.getByRole("navigation", { name: "Documentation" })).toBeVisible();
      await expect(tab.getByRole("button", { name: "Menu" })).toBeHidden();
      await expect(tab.getByRole("contentinfo")).toContainText(site.supportEmail);
    }
  });
});
