import { JsonBlock } from "../../code/JsonBlock";
import { StaticHtml } from "../../reference/static-html";
import { ConsoleLauncher } from "../../reference/TryItLauncher";
import {
  instaCollectSandboxDocs,
  instaCollectSandboxHeadings as headings,
  type InstaCollectSandboxData,
} from "./section-data";

/**
 * The InstaCollect page's "Sandbox" section: its facts arrive as prerendered HTML; between them,
 * each depth of a direct link with the body that reaches it and a console that runs it.
 */
export function InstaCollectSandboxSection({ data }: { data: InstaCollectSandboxData }) {
  return (
    <section aria-labelledby={headings.section.id} className="sandbox-section">
      <StaticHtml htmlKey={data.factsBefore} />
      <ol className="link-depths" aria-labelledby={headings.depths.id}>
        {data.depths.map((depth, index) => (
          <li key={depth.landsOn}>
            <p>
              Lands on <strong>{depth.landsOn}</strong> (input:{" "}
              <span dangerouslySetInnerHTML={{ __html: depth.inputHtml }} />)
            </p>
            <JsonBlock
              caption={`Request body: lands on ${depth.landsOn}`}
              json={JSON.stringify(JSON.parse(depth.example.body ?? "{}"), null, 2)}
            />
            <ConsoleLauncher
              consoleId={`${headings.depths.id}-${index + 1}`}
              title={`Create a direct link that lands on ${depth.landsOn}`}
              example={depth.example}
              docsHref={instaCollectSandboxDocs.href}
              buttonDetail={`a direct link that lands on ${depth.landsOn}`}
            />
          </li>
        ))}
      </ol>
      <StaticHtml htmlKey={data.factsAfter} />
    </section>
  );
}
