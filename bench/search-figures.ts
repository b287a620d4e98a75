import type { ExtraFigures, FigureContext } from "./extra-figures";
import { measureSearchPerformance, searchFigures } from "./search";

/** Search in real Chromium: index bytes for a first query, then latency over the fixed queries. */
export async function measureSearch(context: FigureContext): Promise<ExtraFigures> {
  return { section: "Search", figures: searchFigures(await measureSearchPerformance(context.origin)) };
}
