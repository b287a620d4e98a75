import { createElement, lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ToolLauncher, ToolName } from "../../core/guides/guide-view";

/**
 * The interactive tools a guide can place. A page carries only the button that opens one (its text
 * comes with the page's data, from `toolLaunchers`); this module loads when a reader opens a tool,
 * and the tool's own code after it.
 */
export const tools: Record<ToolName, LazyExoticComponent<ComponentType>> = {
  BillerResponseChecker: lazy(() => import("../tools/BillerResponseChecker")),
  BillerConformanceKit: lazy(() => import("../tools/BillerConformanceKit")),
  JwtTool: lazy(() => import("../tools/JwtTool")),
  PayloadCipherTool: lazy(() => import("../tools/PayloadCipherTool")),
};

const inThePage = "It runs in this page: nothing you type is sent anywhere.";

/** Each tool's button, and what a reader should know before opening it. */
export const toolLaunchers: Record<ToolName, ToolLauncher> = {
  JwtTool: { label: "Open the JWT tool", note: inThePage },
  PayloadCipherTool: { label: "Open the payload cipher", note: inThePage },
  BillerResponseChecker: { label: "Open the response checker", note: inThePage },
  BillerConformanceKit: {
    label: "Open the conformance kit",
    note: "It calls your endpoints from this portal, which can call only the hosts its operator allows; for your own hosts, run biller-kit.mjs.",
  },
};

/** The tool named, loaded on first use. */
export default function OpenTool({ name }: { name: ToolName }) {
  return createElement(tools[name]);
}
