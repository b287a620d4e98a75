import { InlineList } from "../components/InlineList";
import { LazyDeliveriesSection } from "../sandbox/deliveries/lazy-deliveries-section";
import { sectionHeadings, type DeliveriesSectionData } from "../sandbox/deliveries/section-data";
import { FastagSandboxSection } from "../sandbox/fastag/FastagSandboxSection";
import type { FastagSandboxData } from "../sandbox/fastag/section-data";
import { InstaCollectSandboxSection } from "../sandbox/instacollect/InstaCollectSandboxSection";
import type { InstaCollectSandboxData } from "../sandbox/instacollect/section-data";
import { ErrorCatalogue } from "./ErrorCatalogue";
import { Operation } from "./Operation";
import { ParameterList } from "./ParameterList";
import { RuleTable } from "./RuleTable";
import { prerenderedLazy } from "./prerendered-lazy";
import { hasSandboxSection } from "../sandbox/sandbox-docs";
import { SequenceDiagram } from "./SequenceDiagram";
import { StaticHtml } from "./static-html";
import type { QuickstartLink } from "../quickstarts/quickstart-link.server";
import type { ReferenceView } from "../../core/openapi/view";
import { noteAnchor, notesHeading } from "../../core/openapi/notes";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";

// The sandbox section is prerendered into the page, but only pages with a sandbox need its code
// and data: the browser loads them while hydrating such a page, and the pages that embed a
// reference without a sandbox (most guides) stay lighter.
const SandboxSection = prerenderedLazy(() =>
  import("../sandbox/bill-payment/SandboxSection").then((module) => module.SandboxSection),
);

/**
 * A whole API reference, rendered from the view computed at build time, with the deliveries section
 * where the page documents calls the sandbox can make (its webhooks), and InstaCollect's and
 * FASTag's sandbox sections on their pages.
 */
export function ApiReference({
  view,
  deliveries,
  instaCollectSandbox,
  fastagSandbox,
  quickstart,
}: {
  view: ReferenceView;
  /** The API's quickstart page, if it has one. */
  quickstart?: QuickstartLink | null;
  deliveries?: DeliveriesSectionData | null;
  instaCollectSandbox?: InstaCollectSandboxData | null;
  fastagSandbox?: FastagSandboxData | null;
}) {
  return (
    <div className="reference">
      {/* The title block's last line, as on a guide (Guide.tsx). */}
      <p className="page-meta">
        Version <strong>{view.version}</strong> · OpenAPI 3.1 ·{" "}
        <InlineList
          separator=" · "
          items={view.downloads.map((download) => ({
            key: download.href,
            node: (
              <a href={download.href} download>
                {download.label}
              </a>
            ),
          }))}
        />
      </p>
      {quickstart ? (
        <p>
          <a href={quickstart.path}>{quickstart.title}</a>: a complete program in seven languages that runs
          this API&apos;s flow against the sandbox, as you copy it.
        </p>
      ) : null}
      {view.staticHtml ? (
        <StaticHtml htmlKey={view.staticHtml.description} />
      ) : (
        <div dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      )}

      <nav className="reference-toc" aria-label="Operations">
        <h2 id="contents">Contents</h2>
        <ul>
          {view.tags.map((tag) => (
            <li key={tag.anchor}>
              <a href={`#${tag.anchor}`}>{tag.name}</a>
              <ul>
                {tag.operations.map((operation) => (
                  <li key={operation.anchor}>
                    <a href={`#${operation.anchor}`}>
                      <span className={`method method-${operation.method.toLowerCase()}`}>
                        {operation.method}
                      </span>{" "}
                      {operation.path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {view.webhooks.length > 0 ? (
            <li>
              <a href="#webhooks">Webhooks</a>
            </li>
          ) : null}
          {deliveries ? (
            <li>
              <a href={`#${sectionHeadings.section.id}`}>{sectionHeadings.section.text}</a>
            </li>
          ) : null}
          {view.errorGroups.length > 0 || view.staticHtml?.hasErrors ? (
            <li>
              <a href="#errors">Error codes</a>
            </li>
          ) : null}
          {view.notes.length > 0 || view.staticHtml?.hasNotes ? (
            <li>
              <a href={`#${notesHeading.id}`}>{notesHeading.text}</a>
            </li>
          ) : null}
          {hasSandboxSection(view.specId) ? (
            <li>
              <a href="#sandbox">Sandbox</a>
            </li>
          ) : null}
        </ul>
      </nav>

      {view.staticHtml ? <StaticHtml htmlKey={view.staticHtml.setup} /> : <ReferenceSetup view={view} />}

      {/* No Suspense boundary of its own: React outlines a large boundary's HTML into a hidden
          element revealed by script, which would hide the section from readers without JavaScript. */}
      {view.specId === sandboxDocs.specId ? <SandboxSection view={view} /> : null}
      {instaCollectSandbox ? <InstaCollectSandboxSection data={instaCollectSandbox} /> : null}
      {fastagSandbox ? <FastagSandboxSection data={fastagSandbox} /> : null}

      {view.tags.map((tag) => (
        <section key={tag.anchor} aria-labelledby={tag.anchor}>
          <h2 id={tag.anchor}>{tag.name}</h2>
          <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />
          {tag.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={view.specId} />
          ))}
        </section>
      ))}

      {view.webhooks.length > 0 ? (
        <section aria-labelledby="webhooks">
          <h2 id="webhooks">Webhooks</h2>
          {view.webhooks.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={view.specId} />
          ))}
        </section>
      ) : null}

      {deliveries ? <LazyDeliveriesSection data={deliveries} /> : null}

      {view.staticHtml ? <StaticHtml htmlKey={view.staticHtml.errors} /> : <ReferenceErrors view={view} />}
    </div>
  );
}

/**
 * Servers, authentication, the headers every call sends, notes, and the flows and rules: static
 * (see static-reference.server.tsx).
 */
export function ReferenceSetup({ view }: { view: ReferenceView }) {
  return (
    <>
      {view.servers.length > 0 || view.securitySchemes.length > 0 || view.commonParameters.length > 0 ? (
        <section aria-labelledby="connecting">
          <h2 id="connecting">Servers and authentication</h2>
          {view.servers.map((server) => (
            <div key={server.url}>
              <p>
                Base URL: <code>{server.url}</code>{" "}
                <span dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} />
              </p>
              {server.variables.length > 0 ? (
                <ul>
                  {server.variables.map((variable) => (
                    <li key={variable.name}>
                      <code>{`{${variable.name}}`}</code>:{" "}
                      <InlineList
                        items={variable.values.map((value) => ({ key: value, node: <code>{value}</code> }))}
                      />{" "}
                      <span dangerouslySetInnerHTML={{ __html: variable.descriptionHtml }} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
          {view.commonParameters.length > 0 ? (
            <>
              <h3 id="common-parameters">Headers every call sends</h3>
              <ParameterList parameters={view.commonParameters} />
            </>
          ) : null}
          {view.securitySchemes.map((scheme) => (
            <div key={scheme.name} id={`auth-${scheme.name}`}>
              <p>
                <code>{scheme.name}</code> ({scheme.type}, {scheme.detail})
              </p>
              <div dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />
            </div>
          ))}
        </section>
      ) : null}

      {/* One section for all the notes, each linkable: a run of separate callouts reads as alarm
          and pushes the operations down. Callouts stay for warnings in prose. */}
      {view.notes.length > 0 ? (
        <section aria-labelledby={notesHeading.id}>
          <h2 id={notesHeading.id}>{notesHeading.text}</h2>
          <div className="reference-notes">
            {view.notes.map((note) => (
              <div key={note.title} className="reference-note">
                <h3 id={noteAnchor(note.title)}>{note.title}</h3>
                <div dangerouslySetInnerHTML={{ __html: note.bodyHtml }} />
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {view.sequences.length > 0 || view.tables.length > 0 ? (
        <section aria-labelledby="rules">
          <h2 id="rules">Flows and rules</h2>
          {view.sequences.map((sequence) => (
            <SequenceDiagram key={sequence.id} sequence={sequence} />
          ))}
          {view.tables.map((table) => (
            <RuleTable key={table.id} table={table} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** The error catalogue, grouped by operation: static (see static-reference.server.tsx). */
export function ReferenceErrors({ view }: { view: ReferenceView }) {
  return view.errorGroups.length > 0 ? (
    <section aria-labelledby="errors">
      <h2 id="errors">Error codes</h2>
      <ErrorCatalogue groups={view.errorGroups} />
    </section>
  ) : null;
}
