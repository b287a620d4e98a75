import { useMemo } from "react";
import { jsonHtml } from "../../core/openapi/json-tokens";
import { CodeBlock } from "./CodeBlock";

/**
 * A code block of JSON known only in the browser (an answer, an example), coloured as it renders:
 * cheaper to ship than highlighted HTML. Kept out of the code chunk that guides load, whose code
 * comes highlighted from the build.
 */
export function JsonBlock({ caption, json }: { caption: string; json: string }) {
  return (
    <CodeBlock caption={caption}>
      <JsonCode json={json} />
    </CodeBlock>
  );
}

/** JSON as a coloured `<code>` element, for a block or a tab panel. */
export function JsonCode({ json }: { json: string }) {
  // Coloured once: a panel renders again when its operation does (a mode or language change).
  const html = useMemo(() => jsonHtml(json), [json]);
  return <code dangerouslySetInnerHTML={{ __html: html }} />;
}
