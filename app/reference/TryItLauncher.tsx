import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { sandboxUrl } from "../../core/sandbox/sandbox-url";
import type { OperationView } from "../../core/openapi/view";
import type { TryItBodyExample, TryItExample } from "./TryIt";
import { takeResend, type Resend } from "./resend";
import { sandboxDocsHref } from "../sandbox/sandbox-docs";
import "./try-it.css";

// The console and its code load on the first click, so pages that are only read never fetch them.
const TryIt = lazy(() => import("./TryIt"));

type ConsoleProps = {
  /** The id of the element that holds the console, unique on the page. */
  consoleId: string;
  title: string;
  example: TryItExample;
  docsHref: string;
  bodyExamples?: TryItBodyExample[];
  /** What the button says besides "Try it", for screen readers, where several sit side by side. */
  buttonDetail?: ReactNode;
  /** The operation's anchor: a call the request log hands to it opens the console with that call. */
  resendAnchor?: string;
};

/** A "Try it" button and the console it opens, for any request the sandbox answers. */
export function ConsoleLauncher({
  consoleId,
  title,
  example,
  docsHref,
  bodyExamples,
  buttonDetail,
  resendAnchor,
}: ConsoleProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [resend, setResend] = useState<Resend>();
  const launcher = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const taken = resendAnchor ? takeResend(resendAnchor) : undefined;
    if (!taken) return;
    // Opened once hydrated, as if the reader had clicked "Try it".
    void Promise.resolve().then(() => {
      setResend(taken);
      setLoaded(true);
      setOpen(true);
      launcher.current?.scrollIntoView({ block: "start" });
    });
  }, [resendAnchor]);
  return (
    <div className="try-it-launcher" ref={launcher}>
      <button
        type="button"
        className="button-secondary try-it-button"
        aria-expanded={open}
        aria-controls={consoleId}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        {open ? "Close the console" : "Try it"}
        {buttonDetail ? <span className="visually-hidden"> {buttonDetail}</span> : null}
      </button>
      {/* Hidden rather than removed when closed, so the request and its answer survive. */}
      <div id={consoleId} hidden={!open}>
        {loaded ? (
          <Suspense fallback={<p className="try-it-loading">Loading the console…</p>}>
            <TryIt
              title={title}
              example={example}
              docsHref={docsHref}
              {...(bodyExamples ? { bodyExamples } : {})}
              {...(resend ? { resend } : {})}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

type Props = {
  operation: OperationView & { tryIt: NonNullable<OperationView["tryIt"]> };
  specId: string;
};

/** The "Try it" button of an operation the sandbox implements, and the console it opens. */
export function TryItLauncher({ operation, specId }: Props) {
  const { path, headers, body } = operation.tryIt;
  const bodyExamples = (operation.requestBody?.examples ?? []).map((example) => ({
    name: example.name,
    summary: example.summary,
    body: example.json,
  }));
  return (
    <ConsoleLauncher
      consoleId={`${operation.anchor}-try-it`}
      title={operation.summary}
      example={{
        method: operation.method,
        url: sandboxUrl(path),
        headers,
        ...(body === undefined ? {} : { body }),
      }}
      docsHref={sandboxDocsHref(specId)}
      {...(bodyExamples.length > 1 ? { bodyExamples } : {})}
      resendAnchor={operation.anchor}
    />
  );
}
