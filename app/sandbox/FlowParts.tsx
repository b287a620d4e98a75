import { JsonBlock } from "../code/JsonBlock";

/** A flow step's request and response bodies, folded away until asked for. */
export function StepExchange({ request, response }: { request: unknown; response: unknown }) {
  return (
    <details>
      <summary>Request and response</summary>
      <JsonBlock caption="Request body" json={JSON.stringify(request, null, 2)} />
      <JsonBlock caption="Response body" json={JSON.stringify(response, null, 2)} />
    </details>
  );
}

/** The button that runs a finished flow again; nothing while it runs. */
export function RunAgain({ running, onClick }: { running: boolean; onClick: () => void }) {
  if (running) return null;
  return (
    <button type="button" className="button-secondary" onClick={onClick}>
      Run it again
    </button>
  );
}
