import { expect, test, type Page } from "@playwright/test";
import { findPage, site } from "../content/site";
import { startHere } from "../content/start-here";
import { openHydrated } from "./open-page";

const sidebar = site.groups.flatMap((group) => group.pages);

const pageNav = (page: Page) => page.getByRole("navigation", { name: "Previous and next pages" });

// A client-side navigation loads the next page's data and code; on a busy two-core machine that
// can take longer than the default 5 s, so the heading that shows it arrived gets the same wait as
// `openHydrated`.
const arrived = { timeout: 20_000 };
const expectHeading = (page: Page, title: string) =>
  expect(page.getByRole("heading", { level: 1 })).toHaveText(title, arrived);

test.describe("getting started", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the home page starts each partner role at its guide, quickstart and sandbox", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/");
    const section = page.getByRole("region", { name: "Start here" });
    const roles = startHere();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(roles.map((role) => role.name));

    for (const role of roles) {
      const entry = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: role.name, exact: true }) });
      await expect(entry.getByRole("link")).toHaveText(role.links.map((link) => link.text));
      for (const link of role.links) {
        await expect(entry.getByRole("link", { name: link.text, exact: true })).toHaveAttribute(
          "href",
          link.href,
        );
        // Every target is a served page with its heading, and the section the link names is on it.
        const [path, hash] = link.href.split("#");
        const response = await request.get(path!);
        expect(response.status(), link.href).toBe(200);
        const html = await response.text();
        expect(html, link.href).toContain(`>${findPage(path!)!.title}</h1>`);
        if (hash) expect(html, link.href).toContain(` id="${hash}"`);
      }
    }

    // And a reader's click opens the page (one link: the others are the same component).
    const [read] = roles[0]!.links;
    await section.getByRole("link", { name: read!.text, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === read!.href);
    await expectHeading(page, read!.text);
  });

  test("a guide's next link leads to the next page in the sidebar, and its previous link back", async ({
    page,
  }) => {
    const index = sidebar.findIndex((entry) => entry.path === "/bbps/settlements");
    const [current, next] = [sidebar[index]!, sidebar[index + 1]!];
    await openHydrated(page, current.path);

    const forward = pageNav(page).locator('a[rel="next"]');
    await expect(forward).toContainText(next.title);
    await expect(forward).toContainText("Next in BBPS BOU");
    await forward.click();
    await expect(page).toHaveURL((url) => url.pathname === next.path);
    await expectHeading(page, next.title);

    const back = pageNav(page).locator('a[rel="prev"]');
    await expect(back).toContainText(current.title);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === current.path);
    await expectHeading(page, current.title);
  });

  test("the sidebar's first page has only a next link and its last only a previous link", async ({
    page,
  }) => {
    const [first, last] = [sidebar[0]!, sidebar.at(-1)!];

    await page.goto(first.path);
    await expect(pageNav(page).locator('a[rel="next"]')).toContainText(sidebar[1]!.title);
    await expect(pageNav(page).locator('a[rel="prev"]')).toHaveCount(0);

    await page.goto(last.path);
    await expect(pageNav(page).locator('a[rel="prev"]')).toContainText(sidebar.at(-2)!.title);
    await expect(pageNav(page).locator('a[rel="next"]')).toHaveCount(0);
  });
});
