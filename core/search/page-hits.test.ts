import { describe, expect, it } from "vitest";
import { pageHit } from "./page-hits";
import type { PagefindFragment } from "./pagefind-api";

/** Shaped like Pagefind's data for a reference page (see scripts/search-index.ts). */
const fragment = (locations: [number, number][]): PagefindFragment => ({
  url: "/cou/api",
  content:
    "Bill payment API. Pay bills. Make payment. POST /make-payment acknowledgementId string required. The ack id. Error codes. Fetch. ERR131 biller not active.",
  excerpt: "",
  meta: { title: "Bill payment API" },
  filters: { area: ["BBPS COU"] },
  anchors: [
    { element: "main", id: "main", location: 0 },
    { element: "h1", id: "bill-payment-api", text: "Bill payment API", location: 0 },
    { element: "section", id: "op-make-payment", text: "", location: 5 },
    { element: "h3", id: "op-make-payment-title", text: "Make payment", location: 5 },
    { element: "pre", id: "_R_1_", text: "", location: 8 },
    { element: "template", id: "B:0", text: "", location: 8 },
    { element: "li", id: "op-make-payment-request-acknowledgementId", text: "", location: 9 },
    { element: "h2", id: "errors", text: "Error codes", location: 15 },
    { element: "section", id: "errors-fetch", text: "", location: 17 },
    { element: "h3", id: "errors-fetch-title", text: "Fetch", location: 17 },
    { element: "tr", id: "error-ERR131-fetch", text: "", location: 18 },
  ],
  sub_results: [],
  weighted_locations: locations.map(([location, score]) => ({ location, balanced_score: score, weight: 1 })),
});

describe("pageHit", () => {
  it("links a match in an error-code row to the row, titled by its group and code", () => {
    const hit = pageHit(fragment([[18, 50]]), "ERR131");
    expect(hit).toMatchObject({ url: "/cou/api", title: "Bill payment API", area: "BBPS COU" });
    expect(hit.sections[0]).toMatchObject({ title: "Fetch › ERR131", url: "/cou/api#error-ERR131-fetch" });
  });

  it("links a field to its own anchor and an operation to its section, not a generated id", () => {
    const hit = pageHit(
      fragment([
        [9, 10],
        [6, 3],
      ]),
      "acknowledgementId payment",
    );
    expect(hit.sections.map((section) => [section.title, section.url])).toEqual([
      ["Make payment › acknowledgementId", "/cou/api#op-make-payment-request-acknowledgementId"],
      ["Make payment", "/cou/api#op-make-payment"],
    ]);
  });

  it("orders sections by score and keeps the best few", () => {
    const hit = pageHit(
      fragment([
        [1, 1],
        [18, 5],
        [9, 2],
        [6, 1],
      ]),
      "bill",
      2,
    );
    expect(hit.sections.map((section) => section.url)).toEqual([
      "/cou/api#error-ERR131-fetch",
      "/cou/api#op-make-payment-request-acknowledgementId",
    ]);
  });

  it("highlights the matching words in an excerpt around the first match", () => {
    const [section] = pageHit(fragment([[18, 1]]), "ERR131").sections;
    expect(section?.excerpt.filter((part) => part.highlight).map((part) => part.text)).toEqual(["ERR131"]);
    expect(section?.excerpt.map((part) => part.text).join("")).toBe(
      "… The ack id. Error codes. Fetch. ERR131 biller not active.",
    );
  });

  it("puts sections that match more of the query's terms first", () => {
    const hit = pageHit(
      {
        ...fragment([]),
        content: "Intro. Settlement status. settlement settlement settlement. Retries. settlement retries.",
        anchors: [
          { element: "h2", id: "status", text: "Settlement status", location: 1 },
          { element: "h2", id: "retries", text: "Retries", location: 6 },
        ],
        weighted_locations: [1, 3, 4, 5, 6, 7, 8].map((location) => ({
          location,
          weight: 1,
          balanced_score: location < 6 ? 10 : 1,
        })),
      },
      "settlement retry",
    );
    expect(hit.sections.map((section) => section.title)).toEqual(["Retries", "Settlement status"]);
  });

  it("puts sections with an anchor before the page's intro, which the page itself stands for", () => {
    const page = fragment([
      [0, 40],
      [6, 1],
    ]);
    // The page's h1 has no id, as PageHeading renders it.
    const hit = pageHit(
      { ...page, anchors: page.anchors.filter((anchor) => anchor.element !== "h1") },
      "payment",
    );
    expect(hit.sections.map((section) => section.url)).toEqual(["/cou/api#op-make-payment", "/cou/api"]);
  });

  it("links a match before any anchor to the page itself", () => {
    const hit = pageHit({ ...fragment([[0, 1]]), anchors: [] }, "bill");
    expect(hit.sections[0]).toMatchObject({ title: "Bill payment API", url: "/cou/api" });
  });

  it("works out a page's words once, and anew when Pagefind hands back other text", () => {
    const page = fragment([[18, 1]]);
    expect(pageHit(page, "ERR131").sections[0]?.url).toBe("/cou/api#error-ERR131-fetch");
    // Pagefind sets the matches of the same object anew for the next query.
    page.weighted_locations = [{ location: 9, balanced_score: 1, weight: 1 }];
    expect(pageHit(page, "acknowledgementId").sections[0]?.url).toBe(
      "/cou/api#op-make-payment-request-acknowledgementId",
    );
    page.content = page.content.replace("acknowledgementId", "ackId");
    const [section] = pageHit(page, "ackId").sections;
    expect(section?.excerpt.filter((part) => part.highlight).map((part) => part.text)).toEqual(["ackId"]);
  });
});
