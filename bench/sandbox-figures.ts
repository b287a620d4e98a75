import type { ExtraFigures, FigureContext } from "./extra-figures";
import { measureSandboxChain, sandboxFigures } from "./sandbox";

/** The sandbox's bill-payment chain on loopback, beside the site on the same server. */
export async function measureSandbox(context: FigureContext): Promise<ExtraFigures> {
  return { section: "Sandbox", figures: sandboxFigures(await measureSandboxChain(context.origin)) };
}
