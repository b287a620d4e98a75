import { memo, useState } from "react";
import { CodeTabs } from "../code/CodeTabs";
import { JsonBlock, JsonCode } from "../code/JsonBlock";
import type { ExampleView } from "../../core/openapi/view";

/**
 * Tab labels: each example's summary up to its first aside ("Wrong OTP (invalid-otp, …)" ->
 * "Wrong OTP"); the panel's caption keeps the whole summary.
 */
export function tabLabels(examples: readonly ExampleView[]): string[] {
  const labels = examples.map((example) => example.summary.split(/ \(|[;,] /)[0] || example.summary);
  // Two labels alike would leave tabs no one could tell apart: then the summaries name them.
  return new Set(labels).size < labels.length ? examples.map((example) => example.summary) : labels;
}

/**
 * The examples of one request body or one response: a single one as a captioned block, two or
 * more as tabs, so that the variants of one answer are compared in place rather than scrolled past.
 * Memoised: the operation renders again as its code samples change (the mode, the language, a
 * sample set fetched), and its examples do not change with them.
 */
export const Examples = memo(function Examples({
  examples,
  kind,
  label,
}: {
  examples: ExampleView[];
  /** What the examples are: "Request", "Response", "Payload" or "Reply". */
  kind: string;
  /** The operation's summary, naming the tabs for screen readers. */
  label: string;
}) {
  const [selected, setSelected] = useState(0);
  if (examples.length < 2)
    return examples.map((example) => (
      <JsonBlock key={example.name} caption={`${kind}: ${example.summary}`} json={example.json} />
    ));
  const labels = tabLabels(examples);
  const tabs = examples.map((example, index) => ({ ...example, label: labels[index]! }));
  return (
    <CodeTabs
      tabs={tabs}
      label={`${label}: ${kind.toLowerCase()} examples`}
      selected={tabs[selected]!}
      onSelect={(tab) => setSelected(tabs.indexOf(tab))}
      panel={(tab, codeId) => (
        <>
          <p className="code-caption example-caption">{`${kind}: ${tab.summary}`}</p>
          <pre tabIndex={0} id={codeId}>
            <JsonCode json={tab.json} />
          </pre>
        </>
      )}
    />
  );
});
