import { useEffect } from "react";
import type { ApiResult } from "./deliveries-api";
import type { SandboxProblem } from "./delivery-log";

/** How often a registration is read again for the deliveries it led to. */
const refreshMs = 3000;

/**
 * Reads a registration again every few seconds while the page is visible, so the deliveries your
 * payments lead to appear without a click; nothing happens until there is an `id`. Pass stable
 * functions (module functions, state setters), or it starts over on every render.
 */
export function useRefreshed<T>(
  id: string | undefined,
  read: (id: string) => Promise<ApiResult<T>>,
  onValue: (value: T) => void,
  onProblem: (problem: SandboxProblem) => void,
): void {
  useEffect(() => {
    if (!id) return;
    const timer = setInterval(async () => {
      if (document.visibilityState !== "visible") return;
      const result = await read(id);
      if (result.ok) onValue(result.value);
      else onProblem(result.problem);
    }, refreshMs);
    return () => clearInterval(timer);
  }, [id, read, onValue, onProblem]);
}
