import type { SampleMode } from "../../core/openapi/sample-sets";
import { chooseSampleMode } from "./sample-mode";

const modes: { mode: SampleMode; label: string }[] = [
  { mode: "sandbox", label: "Sandbox" },
  { mode: "credentials", label: "Your credentials" },
];

/**
 * Switches every code sample on the site between the sandbox (published test values, runs as
 * copied) and the values issued at onboarding. Two toggle buttons rather than tabs: the choice
 * changes what the tab panels say, not which panel shows.
 */
export function SampleModeSwitch({ mode: current }: { mode: SampleMode }) {
  return (
    <div className="sample-mode" role="group" aria-label="Sample values">
      {modes.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={mode === current}
          onClick={() => chooseSampleMode(mode)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
