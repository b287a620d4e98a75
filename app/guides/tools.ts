import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ToolName } from "../../core/guides/guide-view";

/**
 * The interactive tools a guide can place. Each loads on first use, when the reader opens it, so
 * pages carry only the button that opens it.
 */
export const tools: Record<ToolName, LazyExoticComponent<ComponentType>> = {
  BillerResponseChecker: lazy(() => import("../tools/BillerResponseChecker")),
  JwtTool: lazy(() => import("../tools/JwtTool")),
  PayloadCipherTool: lazy(() => import("../tools/PayloadCipherTool")),
};

export const toolLabels: Record<ToolName, string> = {
  JwtTool: "Open the JWT tool",
  PayloadCipherTool: "Open the payload cipher",
  BillerResponseChecker: "Open the response checker",
};
