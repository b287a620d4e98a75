import { InlineList } from "../components/InlineList";
import { ErrorCatalogue } from "./ErrorCatalogue";
import { Operation } from "./Operation";
import { OperationList } from "./OperationList";
import { ParameterTable } from "./ParameterList";
import { RuleTable } from "./RuleTable";
import { SequenceDiagram } from "./SequenceDiagram";
import { StaticHtml } from "./static-html";
import { referenceSections, type ReferenceLinks } from "./reference-sections";
import type { ReferenceView } from "../../core/openapi/view";
import { noteAnchor, notesHeading } from "../../core/openapi/notes";

/**
 * A whole API reference, rendered from the view computed at build time. On its own page it opens
 * on what a call needs and then the operations, with the list of operations in a rail beside them
 * (`links` names the page's quickstart and sandbox pages); the document's overview, notes, flows,
 * rules and error codes follow the operations. Embedded in a guide it has no rail: the guide's own
 * contents lead to it.
 */
export function ApiReference({ view, links }: { view: ReferenceView; links?: ReferenceLinks }) {
  const sections = referenceSections(view);
  const body = (
    <div className="reference-body">
      {view.staticHtml ? <StaticHtml htmlKey={view.staticHtml.before} /> : <BeforeYouCall view={view} />}

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
          {links?.deliveries ? (
            <p>
              The sandbox sends these calls to a URL of yours, with the documented retries, an attempt log and
              redelivery: see <a href={links.deliveries}>Sandbox: deliveries</a>.
            </p>
          ) : null}
          {view.webhooks.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={view.specId} />
          ))}
        </section>
      ) : null}

      {view.staticHtml ? <StaticHtml htmlKey={view.staticHtml.after} /> : <AfterOperations view={view} />}
    </div>
  );
  return (
    <div className="reference">
      {/* The title block's last line, as on a guide (Guide.tsx). */}
      <p className="page-meta">
        {view.version === undefined ? null : (
          <>
            Version <strong>{view.version}</strong> ·{" "}
          </>
        )}
        OpenAPI 3.1 ·{" "}
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
      {links ? (
        <>
          {view.legendHtml ? <div dangerouslySetInnerHTML={{ __html: view.legendHtml }} /> : null}
          {links.quickstart || links.sandbox ? (
            <p className="reference-start">
              {links.quickstart ? (
                <>
                  <a href={links.quickstart.path}>{links.quickstart.title}</a>: the whole flow as one program
                  in seven languages.{" "}
                </>
              ) : null}
              {links.sandbox ? (
                <>
                  <a href={links.sandbox.path}>{links.sandbox.title}</a>: the test credentials and data, and
                  how to get every code on purpose.
                </>
              ) : null}
            </p>
          ) : null}
          <div className="reference-layout">
            <OperationList sections={sections} />
            {body}
          </div>
        </>
      ) : (
        <>
          <nav className="reference-toc" aria-label="Operations">
            <h2 id="contents">Contents</h2>
            <ul>
              {sections.map((section) => (
                <li key={section.anchor}>
                  <a href={`#${section.anchor}`}>{section.title}</a>
                  {section.operations.length > 0 ? (
                    <ul>
                      {section.operations.map((operation) => (
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
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {body}
        </>
      )}
    </div>
  );
}

/**
 * What every call needs, before the operations: the servers, the credentials and the headers every
 * call sends. Static (see static-reference.server.tsx).
 */
export function BeforeYouCall({ view }: { view: ReferenceView }) {
  if (view.servers.length === 0 && view.securitySchemes.length === 0 && view.commonParameters.length === 0)
    return null;
  return (
    <section aria-labelledby="connecting" className="before-you-call">
      <h2 id="connecting">Before you call</h2>
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
      {view.securitySchemes.map((scheme) => (
        <div key={scheme.name} id={`auth-${scheme.name}`}>
          <p>
            <code>{scheme.name}</code> ({scheme.type}, {scheme.detail})
          </p>
          <div dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />
        </div>
      ))}
      {view.commonParameters.length > 0 ? (
        <>
          <h3 id="common-parameters">Headers every call sends</h3>
          <ParameterTable parameters={view.commonParameters} />
        </>
      ) : null}
    </section>
  );
}

/**
 * What follows the operations: the document's overview, the notes for integrators, the flows and
 * rules, and the error catalogue grouped by operation. Static (see static-reference.server.tsx).
 */
export function AfterOperations({ view }: { view: ReferenceView }) {
  return (
    <>
      {view.descriptionHtml ? (
        <section aria-labelledby="overview">
          <h2 id="overview">How the API works</h2>
          <div dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
        </section>
      ) : null}

      {/* One section for all the notes, each linkable: a run of separate callouts reads as alarm.
          Callouts stay for warnings in prose. */}
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

      {view.errorGroups.length > 0 ? (
        <section aria-labelledby="errors">
          <h2 id="errors">Error codes</h2>
          <ErrorCatalogue groups={view.errorGroups} />
        </section>
      ) : null}
    </>
  );
}
