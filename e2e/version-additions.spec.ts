import { expect, test } from "@playwright/test";

test("the v1.1 biller guide lists what v1.1 adds, each linked to its field where the operation is documented", async ({
  page,
  request,
}) => {
  await page.goto("/bbps/1.1/biller/guide");
  await expect(page.getByRole("heading", { level: 2, name: "New in v1.1" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "New in v1.1" }),
  ).toBeVisible();

  const rows = page.locator("#additions-v1-1 tbody tr");
  await expect(rows).toHaveText([
    /^Bill fetch response\s*paymentOptions\s*Payment options keyed by name/,
    /^Bill fetch response\s*Bill selection, a new form of the response\s*.*SINGLE, MULTIPLE, ALL/,
    /^Payment posting request\s*amount\s*.*The amount, in paise/,
    /^Payment posting request\s*paymentOption\s*.*The payment option paid under/,
  ]);

  const links = rows.locator("td:nth-child(2) a");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(4);
  // Bill fetch and payment posting are documented in full on the v1.0 guide, which the v1.1 guide
  // shows them from.
  const home = "/bbps/biller/guide";
  const target = await (await request.get(home)).text();
  for (const href of hrefs) {
    expect(href.startsWith(`${home}#`), href).toBe(true);
    expect(target, href).toContain(` id="${href.slice(home.length + 1)}"`);
  }

  // Bill selection has no anchor of its own; its link lands on the first field under its title.
  await links.filter({ hasText: "Bill selection" }).click();
  await expect(page).toHaveURL(/\/bbps\/biller\/guide#op-bill-fetch-response-default-v3-amount$/);
  const field = page.locator('[id="op-bill-fetch-response-default-v3-amount"]');
  await expect(field).toBeInViewport();
  await expect(field.locator("xpath=ancestor::div[contains(@class,'schema-variant')][1]")).toContainText(
    "One of: Bill selection",
  );
});
