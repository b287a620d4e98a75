import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";

const endpoint = (page: Page, method: string, path: string) =>
  page
    .locator(".operation")
    .filter({ has: page.locator(".operation-endpoint", { hasText: new RegExp(`^${method}\\s+${path}$`) }) });

test.describe("bill-payment API reference", () => {
  test("documents every operation of the bill-payment API", async ({ page }) => {
    await page.goto("/cou/api");
    const operations: [string, string][] = [
      ["POST", "/bill-fetch-request"],
      ["GET", "/biller-categories"],
      ["POST", "/biller-categories"],
      ["POST", "/biller-details"],
      ["POST", "/biller-fields"],
      ["POST", "/biller-list"],
      ["POST", "/complaint-status"],
      ["POST", "/get-fetched-bill"],
      ["POST", "/get-payment-status"],
      ["POST", "/make-payment"],
      ["POST", "/raise-complaint"],
    ];
    for (const [method, path] of operations)
      await expect(endpoint(page, method, path), `${method} ${path}`).toHaveCount(1);
    await expect(page.getByText("Version 1.0")).toBeVisible();
  });

  test("a link to an error code far down the page lands on its row, at phone and desktop widths", async ({
    page,
  }) => {
    // The tables above it are laid out only as they come near the screen (figures.css): the page
    // must still scroll to the row's real place, and keep it there once the page has hydrated.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, "/cou/api#error-ERR000-payment-status");
      const row = page.locator("#error-ERR000-payment-status");
      await expect(row).toBeInViewport();
      await expect(row).toContainText("ERR000");
    }
  });

  test("a link to a field of an operation far down the page lands on it, at phone and desktop widths", async ({
    browser,
  }) => {
    // Operations' columns are laid out only as they come near the screen (reference.css), each
    // held at an estimate until then: a link opened at either width lands on the field itself.
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openHydrated(page, "/cou/api#op-get-complaint-status-request-referenceId");
      const field = page.locator("#op-get-complaint-status-request-referenceId");
      await expect(field).toBeInViewport();
      await expect(field.locator(".schema-field-name")).toHaveText("referenceId");
      await page.close();
    }
  });

  test("in-page links followed one after another each bring their target just below the header, and Back returns to the last", async ({
    page,
  }) => {
    // The browser adds a history entry of its own for each such link: none may be scrolled back to
    // where an earlier one was left (scroll-restoration-key.ts). The second link used to do nothing.
    // Operations above a target are laid out as they come near the screen and then take their
    // real size: the target must stay where it landed (base.css). It used to end up under the
    // header, or off the screen after a read at phone width, a resize and a reload.
    const header = page.locator(".site-header");
    const landsOn = async (id: string, width: number) => {
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const below = (await header.boundingBox())!.height + 16;
      // Every frame for half a second once the address names the target.
      const tops = await page.locator(`[id="${id}"]`).evaluate(async (element) => {
        const tops: number[] = [];
        for (let frame = 0; frame < 30; frame += 1) {
          await new Promise(requestAnimationFrame);
          tops.push(element.getBoundingClientRect().top);
        }
        return tops;
      });
      const elsewhere = tops.filter((top) => Math.abs(top - below) >= 1);
      expect(elsewhere, `${id} at ${width}px, ${below}px from the top, frame by frame`).toEqual([]);
    };
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, "/cou/api");
      // On a phone the list of operations is one tap away; beside the operations it is open.
      if (width === 390)
        await page.getByRole("navigation", { name: "Operations" }).locator("summary").click();
      for (const id of ["op-make-payment", "common-parameters", "errors"]) {
        await page.locator(`main a[href="#${id}"]`).filter({ visible: true }).first().click();
        await landsOn(id, width);
      }
      await page.goBack();
      await landsOn("common-parameters", width);
    }
  });

  test("a link followed after the window is resized lands in view", async ({ page }) => {
    // Operations' columns and tables out of view keep the size they last had, at the old width,
    // until they come near the screen again.
    await page.setViewportSize({ width: 390, height: 900 });
    await openHydrated(page, "/cou/api#op-get-complaint-status-request-referenceId");
    await page.goto("/cou/api#error-ERR000-payment-status");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/cou/api#op-get-complaint-status-request-referenceId");
    await expect(page.locator("#op-get-complaint-status-request-referenceId")).toBeInViewport();
    await page.goto("/cou/api#error-ERR000-payment-status");
    await expect(page.locator("#error-ERR000-payment-status")).toBeInViewport();
  });

  test("shows the request fields of bill-fetch-request with required flags", async ({ page }) => {
    await page.goto("/cou/api");
    const fetch = endpoint(page, "POST", "/bill-fetch-request");
    for (const field of ["billerId", "categoryCode", "customerParams", "mobileNumber", "agent"]) {
      const row = fetch
        .locator(".schema-field")
        .filter({ has: page.locator(".schema-field-name", { hasText: new RegExp(`^${field}$`) }) })
        .first();
      await expect(row.locator(".badge-required").first(), field).toBeVisible();
    }
    await expect(fetch.getByText("BNKBRNCH").first()).toBeAttached();
  });

  test("lists the whole error catalogue with anchors", async ({ page }) => {
    await page.goto("/cou/api");
    const errors = page.locator("#errors").locator("..");
    for (const code of [
      "DEV100",
      "ERR_CONN",
      "ERR000",
      "ERR104",
      "ERR112",
      "ERR131",
      "ERR155",
      "ERR178",
      "ERR179",
      "ERR181",
      "BFR001",
      "BFR004",
      "BFR008",
      "AM05",
      "ERR_PYMT_DUPLICATE",
      "ERROR",
    ]) {
      await expect(
        errors.locator("tr code", { hasText: new RegExp(`^${code}`) }).first(),
        code,
      ).toBeAttached();
    }
    const row = page.locator('tr[id^="error-ERR131"]');
    await expect(row).toContainText("not active");
  });

  test("explains the context chain with a diagram and the rule tables", async ({ page }) => {
    await page.goto("/cou/api");
    await expect(page.locator("svg.seq").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /mandatory by channel/i })).toBeVisible();
    await expect(page.getByRole("heading", { name: /exactness/i }).first()).toBeVisible();
    await expect(page.getByText("MOBB").first()).toBeVisible();
  });

  test("code samples remember the chosen language across pages and reloads", async ({ page }) => {
    await openHydrated(page, "/cou/api");
    const firstTabs = page.getByRole("tablist").first();
    await firstTabs.getByRole("tab", { name: "Python" }).click();
    await expect(firstTabs.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").filter({ visible: true }).first()).toContainText(
      "import requests",
    );
    // Every set of code tabs on the page follows, each by the time the reader reaches it (an
    // answer's example tabs choose on their own).
    const requestCode = page.getByRole("tablist", { name: /request code/ });
    const operations = await page.locator(".operation").filter({ has: requestCode }).all();
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) {
      await operation.locator(".operation-endpoint").scrollIntoViewIfNeeded();
      const selected = operation
        .getByRole("tablist", { name: /request code/ })
        .getByRole("tab", { selected: true });
      await expect(selected.first()).toHaveText("Python");
      expect(new Set(await selected.allTextContents())).toEqual(new Set(["Python"]));
    }

    await page.keyboard.press("ArrowRight");
    await expect(firstTabs.getByRole("tab", { name: "Java", exact: true })).toBeFocused();
    await expect(firstTabs.getByRole("tab", { name: "Java", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.goto("/cou/instacollect/api");
    await page.locator(".operation-endpoint").first().scrollIntoViewIfNeeded();
    await expect(page.getByRole("tab", { name: "Java", exact: true }).first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("offers the document as YAML and JSON and a Postman collection", async ({ page, request }) => {
    await page.goto("/cou/api");
    for (const name of ["OpenAPI (YAML)", "OpenAPI (JSON)", "Postman collection"]) {
      const href = await page.getByRole("link", { name }).getAttribute("href");
      const response = await request.get(href!);
      expect(response.status(), name).toBe(200);
    }
    const json = await (await request.get("/specs/cou.json")).json();
    expect(json.openapi).toBe("3.1.0");
    expect(json.info.version).toBe("1.0");
    const postman = await (await request.get("/specs/cou.postman.json")).json();
    expect(postman.info.schema).toContain("v2.1.0");
    expect(JSON.stringify(postman)).toContain("bill-fetch-request");
    expect((await request.get("/specs/cou.yaml")).headers()["content-type"]).toContain("yaml");
  });
});

test.describe("InstaCollect API reference", () => {
  test("documents the links and the webhooks", async ({ page }) => {
    await page.goto("/cou/instacollect/api");
    await expect(endpoint(page, "POST", "/bill-link")).toHaveCount(1);
    await expect(endpoint(page, "POST", "/direct-link")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();
    await expect(page.locator(".operation .method", { hasText: "webhook" })).toHaveCount(2);
    await expect(page.getByText("acknowledged").first()).toBeAttached();
    await expect(page.getByText("x-api-user").first()).toBeVisible();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the reference is complete in the prerendered HTML", async ({ page }) => {
    await page.goto("/cou/api");
    await expect(endpoint(page, "POST", "/make-payment")).toHaveCount(1);
    await expect(page.getByRole("tab", { name: "cURL" }).first()).toBeVisible();
  });
});
