import { lazy, Suspense, useState } from "react";
import { sandboxUrl } from "../../core/sandbox/sandbox-url";
import type { OperationView } from "../../core/openapi/view";
import "./try-it.css";

// The console and its code load on the first click, so pages that are only read never fetch them.
const TryIt = lazy(() => import("./TryIt"));

type Props = { operation: OperationView & { tryIt: NonNullable<OperationView["tryIt"]> } };

/** The "Try it" button of an operation the sandbox implements, and the console it opens. */
export function TryItLauncher({ operation }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const consoleId = `${operation.anchor}-try-it`;
  const { path, headers, body } = operation.tryIt;
  return (
    <div className="try-it-launcher">
      <button
        type="button"
        className="try-it-button"
        aria-expanded={open}
        aria-controls={consoleId}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        {open ? "Close the console" : "Try it"}
      </button>
      {/* Hidden rather than removed when closed, so the request and its answer survive. */}
      <div id={consoleId} hidden={!open}>
        {loaded ? (
          <Suspense fallback={<p className="try-it-loading">Loading the console…</p>}>
            <TryIt
              title={operation.summary}
              example={{
                method: operation.method,
                url: sandboxUrl(path),
                headers,
                ...(body === undefined ? {} : { body }),
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
