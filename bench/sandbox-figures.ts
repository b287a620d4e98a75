import type { ExtraFigures, FigureContext } from "./extra-figures";
import { measureSandboxPerformance, sandboxFigures } from "./sandbox";

/** The sandbox's chain and its throughput beside a Prism mock of the same document, on loopback. */
export async function measureSandbox(context: FigureContext): Promise<ExtraFigures> {
  return {
    section: "Sandbox",
    figures: sandboxFigures(await measureSandboxPerformance(context.origin, context.serverPid)),
  };
}
