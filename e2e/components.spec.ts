import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";

// The tool, the consoles and their code load on first use: on a busy two-core machine that can take
// longer than the default waits.
const lazyLoad = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

/**
 * What a button in the main column may be: one of the three button roles (components.css), or a
 * part that is a component of its own, drawn by its own stylesheet.
 */
const buttonComponents = [
  ".button", // primary: the action a part of the page is for
  ".button-secondary", // any other action beside it
  ".button-quiet", // a small action that reads like a link
  ".copy-button", // a code block's copy button (code.css)
  ".code-tabs-list [role='tab']", // a code sample's language (code.css)
  ".sample-mode button", // sandbox or your credentials (code.css)
  ".copy-markdown-button", // the page as Markdown (copy-markdown.css)
  ".deliveries-link", // a delivery in the console's list, drawn as a link (deliveries-console.css)
  ".pay-choices button", // a category or biller to choose on the payment page (pay.css)
];

const roles = [".button", ".button-secondary", ".button-quiet"];

/** Each page with the parts that only appear once a reader opens them, and how many buttons it shows at least. */
const pagesWithButtons: { path: string; least?: number; open: (page: Page) => Promise<void> }[] = [
  {
    path: "/bbps/jwt",
    open: async (page) => {
      await page.getByRole("button", { name: "Open the JWT tool" }).click();
      await expect(page.getByRole("heading", { name: "Create a token" })).toBeVisible(lazyLoad);
      const create = page.getByRole("group", { name: "Create a token" });
      await create.getByLabel("Scheme id (aud)", { exact: true }).fill("SCHEME01");
      await create.getByLabel("Secret", { exact: true }).fill("sandbox-secret");
      await create.getByRole("button", { name: "Create token" }).click();
      await expect(create.getByRole("button", { name: "Check this token" })).toBeVisible(lazyLoad);
    },
  },
  {
    path: "/testing/deliveries",
    open: async (page) => {
      const section = page.locator("section.deliveries-section");
      await section.getByRole("button", { name: "Open the deliveries console" }).click();
      await expect(section.getByRole("button", { name: "Send" }).first()).toBeVisible(lazyLoad);
      await page
        .getByRole("button", { name: /^Try it/ })
        .first()
        .click();
      await expect(page.getByRole("button", { name: "Reset" }).first()).toBeVisible(lazyLoad);
    },
  },
  {
    path: "/bbps/biller/guide",
    open: async (page) => {
      await page.getByRole("button", { name: "Open the conformance kit" }).click();
      const kit = page.getByRole("region", { name: "Biller conformance kit" });
      await expect(kit.getByRole("button", { name: "Run the kit" })).toBeVisible(lazyLoad);
    },
  },
  {
    path: "/testing/instacollect",
    open: async (page) => {
      await page
        .getByRole("button", { name: /^Try it/ })
        .first()
        .click();
      await expect(page.getByRole("button", { name: "Add a header" }).first()).toBeVisible(lazyLoad);
    },
  },
  {
    // The hosted payment page, opened by a link the sandbox makes, at the biller's form and then the bill.
    path: "",
    least: 2,
    open: async (page) => {
      const made = await page.request.post("/sandbox/direct-link", {
        headers: { "x-api-user": "sandbox-api-user", "x-api-password": "sandbox-api-password" },
        data: { mobileNumber: "9876543210", categoryName: "Electricity", billerId: "BILLER000001" },
      });
      const link = new URL(((await made.json()) as { link: string }).link);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel("Consumer Number").fill("1234567890");
      await page.getByRole("button", { name: "Fetch bill" }).click();
      await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible(lazyLoad);
    },
  },
];

type ButtonLook = { component: string | undefined; fontFamily: string; look: string };

/** Every visible button in the main column: the component it is, its font, and how it looks. */
function buttonLooks(page: Page): Promise<ButtonLook[]> {
  return page.evaluate((components) => {
    return [
      ...document.querySelectorAll<HTMLElement>(
        "main button, main a.button, main a.button-secondary, main a.button-quiet",
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          component: components.find((selector) => element.matches(selector)),
          fontFamily: style.fontFamily,
          look: [
            style.fontSize,
            style.fontWeight,
            style.paddingTop,
            style.paddingLeft,
            style.minHeight,
            style.borderRadius,
            style.backgroundColor,
            style.color,
          ].join(" "),
        };
      });
  }, buttonComponents);
}

/** The kind's colours, icon and visible label of each callout, with a danger one added to the page. */
/** The look of each callout kind the page shows. */
function calloutLooks(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ["note", "warning", "danger"].flatMap((kind) => {
        const callout = document.querySelector(`main .callout-${kind}`);
        if (!callout) return [];
        const style = getComputedStyle(callout);
        return [
          [
            kind,
            {
              background: style.backgroundColor,
              border: style.borderLeftColor,
              icon: getComputedStyle(callout, "::after").maskImage,
              label: getComputedStyle(callout, "::before").content,
            },
          ],
        ];
      }),
    ),
  );
}

const sizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

for (const { theme, viewport } of [
  { theme: "light", viewport: { width: 1440, height: 900 } },
  { theme: "dark", viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`components in the ${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport });

    test("every button in the main column is a defined component in the site's font, and each button role has one style everywhere", async ({
      page,
    }) => {
      const bodyFont = async () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const looks = new Map<string, Set<string>>();
      for (const { path, least = 5, open } of pagesWithButtons) {
        if (path) await openHydrated(page, path);
        await open(page);
        const where = path || "the payment page";
        // The pointer off every button, so that none is measured in its hover state.
        await page.mouse.move(0, 0);
        const buttons = await buttonLooks(page);
        expect(buttons.length).toBeGreaterThanOrEqual(least);
        const font = await bodyFont();
        for (const button of buttons) {
          expect(button.component, `a button on ${where} that is no component: ${button.look}`).toBeDefined();
          expect(button.fontFamily, `${button.component} on ${where}`).toBe(font);
          looks.set(button.component!, (looks.get(button.component!) ?? new Set()).add(button.look));
        }
      }
      // Each role is drawn one way on every page (consoles, the kit, the tools, the payment page)...
      for (const role of roles) expect([...(looks.get(role) ?? [])], role).toHaveLength(1);
      // ...and the three roles look different from each other.
      expect(new Set(roles.map((role) => [...looks.get(role)!][0])).size).toBe(3);
    });

    test("callout kinds differ in colour, icon and label, and the label is not read twice", async ({
      page,
    }) => {
      // The JWT guide has notes and its iat trap as danger; the aggregator biller guide has warnings.
      await page.goto("/bbps/aggregatorBiller");
      const warnings = await calloutLooks(page);
      await page.goto("/bbps/jwt");
      const looks = { ...warnings, ...(await calloutLooks(page)) };
      for (const [a, b] of [
        ["note", "warning"],
        ["note", "danger"],
        ["warning", "danger"],
      ] as const) {
        expect(looks[a]!.background, `${a} and ${b}`).not.toBe(looks[b]!.background);
        expect(looks[a]!.border, `${a} and ${b}`).not.toBe(looks[b]!.border);
        expect(looks[a]!.icon, `${a} and ${b}`).not.toBe(looks[b]!.icon);
      }
      for (const [kind, label] of Object.entries({ note: "Note", warning: "Warning", danger: "Danger" })) {
        expect(looks[kind]!.icon).toMatch(/^url\("data:image\/svg\+xml/);
        expect(looks[kind]!.label).toContain(`"${label}"`);
      }
      const danger = page.getByRole("note", { name: "Danger", exact: true }).first();
      await expect(danger).toContainText("milliseconds");
      // The kind is the note's name; its visible label and icon add no text of their own.
      const tree = await danger.ariaSnapshot();
      expect(tree).toMatch(/^- note "Danger":/);
      expect(tree.match(/danger/gi)).toHaveLength(1);
    });

    test("headings step down in size, h4 above body text, and blocks keep one rhythm", async ({ page }) => {
      await page.goto("/bbps/settlementNotifications");
      const [h2, h3, h4, body] = await Promise.all(
        ["main h2", "main h3", "main .operation-main h4", "main .prose p"].map((selector) =>
          sizeOf(page, selector),
        ),
      );
      expect(h2).toBeGreaterThan(h3!);
      expect(h3).toBeGreaterThan(h4!);
      expect(h4).toBeGreaterThanOrEqual(body! * 1.1);

      await page.goto("/bbps/jwt");
      // Each block of the guide, code blocks and tables included, in reading order.
      const gaps = await page.evaluate(() => {
        const blocks = [
          ...document.querySelectorAll("main .guide-body > .prose > *, main .guide-body > :not(.prose)"),
        ];
        return blocks.slice(1).map((block, index) => ({
          between: `${blocks[index]!.className || blocks[index]!.tagName} / ${block.className || block.tagName}`,
          gap: block.getBoundingClientRect().top - blocks[index]!.getBoundingClientRect().bottom,
        }));
      });
      const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(gaps.length).toBeGreaterThan(20);
      expect(gaps.filter(({ gap }) => gap < rem - 0.5)).toEqual([]);
    });
  });
}
