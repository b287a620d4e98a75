import type {
  Catalogue,
  CatalogueBiller,
  FetchBillInput,
  Landing,
  SessionProblem,
  SessionView,
} from "../../core/instacollect/hosted-page-api";

type NameValue = { name: string; value: string };

/** The hosted page's screens, in the order a customer meets them. */
export type Screen =
  | { name: "home" }
  | { name: "billers"; categoryCode: string }
  | { name: "fetch"; billerId: string; params: NameValue[] }
  /** The bill the parameters found, or the problem that stands in its place. */
  | { name: "bill"; billerId: string; params: NameValue[]; problem?: SessionProblem }
  | { name: "result" };

/** Where the page starts, and the bill it fetches first when the link carries a whole bill. */
export type Start = { screen: Screen; fetch?: FetchBillInput };

/**
 * The first screen of a session: its result once paid, its bill once fetched (a reload), else
 * where the link's landing points. A `bill` landing fetches the landing's bill at once.
 */
export function startScreen(session: SessionView): Start {
  if (session.payment) return { screen: { name: "result" } };
  if (session.bill) {
    const { billerId, customerParams } = session.bill;
    return { screen: { name: "bill", billerId, params: customerParams } };
  }
  const landing = session.landing;
  switch (landing.screen) {
    case "home":
      return { screen: { name: "home" } };
    case "billers":
      return { screen: { name: "billers", categoryCode: landing.categoryCode } };
    case "fetch":
      return { screen: { name: "fetch", billerId: landing.billerId, params: [] } };
    case "bill": {
      const { billerId, customerParams } = landing;
      return {
        screen: { name: "bill", billerId, params: customerParams },
        fetch: { billerId, customerParams },
      };
    }
  }
}

/** How deep a screen sits: the landing's depth is where the customer's own steps begin. */
const depth: Record<Landing["screen"], number> = { home: 0, billers: 1, fetch: 2, bill: 3 };

/**
 * The screen a back control leads to: one step back, never above the screen the link landed on
 * (the partner chose what lies above it, and the customer never saw it). Home, the landing screen
 * and the result have none.
 */
export function previousScreen(screen: Screen, catalogue: Catalogue, landing: Landing): Screen | undefined {
  if (screen.name === "result" || depth[screen.name] <= depth[landing.screen]) return undefined;
  switch (screen.name) {
    case "home":
      return undefined;
    case "billers":
      return { name: "home" };
    case "fetch": {
      const biller = findBiller(catalogue, screen.billerId);
      return biller ? { name: "billers", categoryCode: biller.categoryCode } : { name: "home" };
    }
    case "bill":
      return { name: "fetch", billerId: screen.billerId, params: screen.params };
  }
}

export function findBiller(catalogue: Catalogue, billerId: string): CatalogueBiller | undefined {
  return catalogue.billers.find((biller) => biller.billerId === billerId);
}
