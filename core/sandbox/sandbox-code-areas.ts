import { sandboxCodes } from "./sandbox-codes";

/** Where a sandbox code applies: the bill-payment, provider and deliveries APIs, InstaCollect, or FASTag. */
export type SandboxCodeArea = "general" | "instacollect" | "fastag";

export type SandboxCodeRow = { code: string; status: number; meaning: string };

/**
 * The sandbox's codes of one area, in the table's order, e.g. `sandboxCodesOf("instacollect")` for
 * the InstaCollect page. A code without an `area` is general; each page lists only its own.
 */
export function sandboxCodesOf(area: SandboxCodeArea): SandboxCodeRow[] {
  return Object.entries(sandboxCodes)
    .filter(([, entry]) => ("area" in entry ? entry.area : "general") === area)
    .map(([code, { status, meaning }]) => ({ code, status, meaning }));
}
