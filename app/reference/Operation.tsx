import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { usePreferredLanguage } from "../code/code-language";
import { CodeTabs } from "../code/CodeTabs";
import { useSampleMode } from "./sample-mode";
import { SampleModeSwitch } from "./SampleModeSwitch";
import { InlineList } from "../components/InlineList";
import { Examples } from "./Examples";
import { ParameterList } from "./ParameterList";
import { SchemaTree, SchemaVariants } from "./SchemaTree";
import { TryItLauncher } from "./TryItLauncher";
import { sampleKey, type SampleMode } from "../../core/openapi/sample-sets";
import type { OperationView, SandboxSampleVariant } from "../../core/openapi/view";
import { hasTryIt } from "../../core/sandbox/sandbox-url";
import { prerenderedPart, StaticHtml, staticPartAttribute } from "./static-html";
import { useHydrated } from "../use-hydrated";
import { useNearScreen } from "./use-near-screen";
import { useSampleSet } from "./use-sample-set";

export function Operation({
  operation,
  specId,
  folded = false,
}: {
  operation: OperationView;
  specId: string;
  /** In a guide, where the prose leads: all but the title, endpoint and try-it start closed. */
  folded?: boolean;
}) {
  const samples = useCodeTabs(operation, specId);
  // Webhooks carry no code sample (see build-reference.ts).
  const foldSummary =
    operation.kind === "webhook"
      ? "Description, fields and examples"
      : "Description, fields, code and examples";
  const headingId = `${operation.anchor}-title`;
  // The code and examples hydrate when the operation comes near the screen, or, folded, when the
  // reader first opens it.
  const [opened, setOpened] = useState(false);
  // Those on screen as the page loads hydrate with it, so that nothing the reader may already be
  // using is drawn anew.
  const near = useNearScreen(operation.anchor, !folded);
  // Generated code and examples repeat the fields documented beside them: search skips them,
  // which keeps the index and each result's excerpt work small.
  const aside = (
    <div
      className="operation-aside"
      data-pagefind-ignore="all"
      {...{ [staticPartAttribute]: asideKey(operation.anchor) }}
    >
      {samples.switchable ? <SampleModeSwitch mode={samples.mode} /> : null}
      {samples.panels.map((panel, index) => (
        <div key={index} className="code-sample">
          {panel.title ? <p className="code-caption">{panel.title}</p> : null}
          <CodeTabs
            tabs={panel.tabs}
            label={`${operation.summary}: request code${panel.title ? `, ${panel.title}` : ""}`}
          />
          {panel.markers.length > 0 ? (
            <p className="sample-markers">
              Before you run it, replace{" "}
              <InlineList
                items={panel.markers.map((marker) => ({ key: marker, node: <code>{marker}</code> }))}
              />{" "}
              with what that earlier call answered.
            </p>
          ) : null}
        </div>
      ))}
      <Examples
        examples={operation.requestBody?.examples ?? []}
        kind={operation.kind === "webhook" ? "Payload" : "Request"}
        label={operation.summary}
      />
      {operation.responses.map((response) => (
        <Examples
          key={response.status}
          examples={response.examples}
          kind={operation.kind === "webhook" ? "Reply" : "Response"}
          label={operation.summary}
        />
      ))}
    </div>
  );
  const columns = (shown: ReactNode) => (
    <div className="operation-columns">
      {operation.staticMain ? (
        <StaticHtml className="operation-main" htmlKey={operation.staticMain} />
      ) : (
        <div className="operation-main">
          <OperationMain operation={operation} />
        </div>
      )}
      {shown}
    </div>
  );
  return (
    <section id={operation.anchor} className="operation" aria-labelledby={headingId}>
      <h3 id={headingId} className="operation-title" data-pagefind-weight="7">
        {operation.summary}
      </h3>
      <p className="operation-endpoint" data-pagefind-weight="6">
        <span className={`method method-${operation.method.toLowerCase()}`}>
          {operation.kind === "webhook" ? `${operation.method} webhook` : operation.method}
        </span>{" "}
        <code>{operation.path}</code>
      </p>
      {operation.tryIt && hasTryIt(specId, operation.tryIt.path) ? (
        <TryItLauncher operation={{ ...operation, tryIt: operation.tryIt }} specId={specId} />
      ) : null}
      {operation.home ? (
        <p className="operation-home">
          Description, fields, code and examples: <a href={operation.home.href}>{operation.home.title}</a>.
        </p>
      ) : folded ? (
        <details
          className="operation-fold"
          onToggle={(event) => {
            if (event.currentTarget.open) setOpened(true);
          }}
        >
          <summary>{foldSummary}</summary>
          {columns(
            <PrerenderedAside anchor={operation.anchor} live={opened}>
              {aside}
            </PrerenderedAside>,
          )}
        </details>
      ) : (
        columns(
          <PrerenderedAside anchor={operation.anchor} live={near}>
            {aside}
          </PrerenderedAside>,
        )
      )}
    </section>
  );
}

// Not a content key: the lookup below runs only while hydrating, on the page prerendered here.
const asideKey = (anchor: string) => `aside-${anchor}`;

/**
 * An operation's code and examples, kept as prerendered until they go `live`: as the operation
 * comes near the screen, or, folded, when the reader opens the fold. Hydrating every operation's
 * panels (tabs, copy buttons, coloured examples) was most of a reference page's long tasks, for
 * panels no one sees until then. Drawn from `children` in the prerender, and after a client-side
 * navigation, where no prerendered copy of this page is at hand.
 */
function PrerenderedAside({
  anchor,
  live,
  children,
}: {
  anchor: string;
  live: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [html] = useState(() => (hydrated ? undefined : prerenderedPart(asideKey(anchor))));
  const [touched, setTouched] = useState(false);
  const prerendered = useRef<HTMLDivElement>(null);
  const kept = html !== undefined && !live && !touched;
  // Reached before it went live (a pointer faster than the screen, say): drawn live at once, so
  // that the press lands on a working control, and focus moves to the same control drawn anew.
  useEffect(() => {
    const element = prerendered.current;
    if (!kept || !element) return;
    const focusable = (root: Element) => [...root.querySelectorAll("a[href], button, [tabindex]")];
    const touch = () => {
      const focused = focusable(element).indexOf(document.activeElement!);
      flushSync(() => setTouched(true));
      const drawn = document.getElementById(anchor)?.querySelector(".operation-aside");
      if (focused >= 0 && drawn) (focusable(drawn)[focused] as HTMLElement | undefined)?.focus();
    };
    element.addEventListener("pointerover", touch, { once: true });
    element.addEventListener("focusin", touch, { once: true });
    return () => {
      element.removeEventListener("pointerover", touch);
      element.removeEventListener("focusin", touch);
    };
  }, [kept, anchor]);
  if (!kept) return children;
  return (
    <div
      key="prerendered"
      ref={prerendered}
      className="operation-aside"
      data-pagefind-ignore="all"
      {...{ [staticPartAttribute]: asideKey(anchor) }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** What the operation takes and answers: nothing in it changes in the browser (see static-reference.server.tsx). */
export function OperationMain({ operation }: { operation: OperationView }) {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
      {/* The name code generators and Postman give the operation. */}
      <p className="operation-id">
        Operation ID: <code>{operation.id}</code>
      </p>
      {operation.parameters.length > 0 || operation.commonParametersAt ? (
        <>
          <h4>Headers and parameters</h4>
          {operation.commonParametersAt ? (
            <p>
              Sends the <a href={`#${operation.commonParametersAt.anchor}`}>headers every call sends</a>
              {operation.parameters.length > 0 ? ", and:" : "."}
            </p>
          ) : null}
          <ParameterList parameters={operation.parameters} />
        </>
      ) : null}
      {operation.security.length > 0 ? (
        <p className="operation-security">
          Authentication:{" "}
          <InlineList items={operation.security.map((name) => ({ key: name, node: <code>{name}</code> }))} />
        </p>
      ) : null}
      {operation.requestBody ? (
        <>
          <h4>Request body</h4>
          <div dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
          <SchemaTree fields={operation.requestBody.schema?.fields ?? []} />
          <SchemaVariants variants={operation.requestBody.schema?.variants ?? []} />
        </>
      ) : null}
      <h4>{operation.kind === "webhook" ? "Reply" : "Responses"}</h4>
      {operation.responses.map((response) => (
        <div key={response.status} className="response">
          <p className="response-status">
            <span className="badge">
              {response.status === "default" ? "Any status" : `HTTP ${response.status}`}
            </span>
          </p>
          <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
          <SchemaTree fields={response.schema?.fields ?? []} />
          <SchemaVariants variants={response.schema?.variants ?? []} />
          {response.links.length > 0 ? (
            <>
              <p>Next calls:</p>
              <ul className="response-links">
                {response.links.map((link) => (
                  <li key={link.name}>
                    <a href={`#${link.anchor}`}>
                      <code>{link.label}</code>
                    </a>
                    {link.descriptionHtml ? (
                      <>
                        : <span dangerouslySetInnerHTML={{ __html: link.descriptionHtml }} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
      {operation.errorGroupAnchors.length > 0 ? (
        <p>
          Error codes:{" "}
          <InlineList
            items={operation.errorGroupAnchors.map((group) => ({
              key: group.anchor,
              node: <a href={`#${group.anchor}`}>{group.name}</a>,
            }))}
          />
        </p>
      ) : null}
    </>
  );
}

/**
 * The operation's code samples in the reader's mode and language, fetched when the page lacks
 * them. Sandbox samples name the origin the server wrote into the page and its sample sets: the one
 * the page was asked on (server/served-origin.ts), so that a copied sample reaches its sandbox.
 */
function useCodeTabs(operation: OperationView, specId: string) {
  const preferred = usePreferredLanguage();
  const chosen = useSampleMode();
  const sandbox = operation.sandboxSamples;
  const switchable = sandbox !== undefined && operation.codeSamples.length > 0;
  const mode: SampleMode = sandbox && (chosen === "sandbox" || !switchable) ? "sandbox" : "credentials";
  const variants: SandboxSampleVariant[] =
    mode === "sandbox" && sandbox
      ? sandbox.variants
      : operation.codeSamples.length > 0
        ? [{ markers: [], samples: operation.codeSamples }]
        : [];
  // The tab that shows: the reader's language where the samples have it, else the first.
  const shown =
    variants[0]?.samples.find((sample) => sample.language === preferred) ?? variants[0]?.samples[0];
  const missing = variants.some((variant) =>
    variant.samples.some((sample) => sample.language === shown?.language && sample.html === null),
  );
  const set = useSampleSet(specId, missing ? (shown?.language ?? null) : null, mode);
  const panels = variants.map((variant, index) => ({
    title: variant.title,
    markers: variant.markers,
    tabs: variant.samples.map((sample) => ({
      ...sample,
      html: sample.html ?? set?.[sampleKey(operation.anchor, index)] ?? null,
    })),
  }));
  return { panels, mode, switchable };
}
