import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ToolName } from "../../core/guides/guide-view";

/**
 * The interactive tools a guide can place, each loaded only on the pages that use it: the
 * import runs when the page renders the tool, so other pages never download it.
 */
export const tools: Record<ToolName, LazyExoticComponent<ComponentType>> = {
  BillerResponseChecker: lazy(() => import("../tools/BillerResponseChecker")),
  JwtTool: lazy(() => import("../tools/JwtTool")),
  PayloadCipherTool: lazy(() => import("../tools/PayloadCipherTool")),
};
