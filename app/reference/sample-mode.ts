import type { SampleMode } from "../../core/openapi/sample-sets";
import { storedChoice } from "./stored-choice";

/**
 * Whether code samples call the sandbox with its published values (the default, so that a copied
 * sample runs) or show the values issued at onboarding; kept across pages like the theme.
 */
const mode = storedChoice("sample-mode");

export const chooseSampleMode = (value: SampleMode) => mode.choose(value);

/** The mode in effect: Sandbox unless the reader chose otherwise (and before hydration). */
export function useSampleMode(): SampleMode {
  return mode.useChoice() === "credentials" ? "credentials" : "sandbox";
}
