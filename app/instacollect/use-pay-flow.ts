import { useEffect, useRef, useState } from "react";
import type { FetchBillInput, PayInput } from "../../core/instacollect/hosted-page-api";
import { fetchBill, pay, startFlow, type Flow, type FlowDeps, type OpenFlow } from "./pay-flow";
import type { Screen } from "./screens";
import { tabStorage } from "./stored-session";

/**
 * The browser's fetch, on a relative URL below the sandbox's mount, so the session key only ever
 * goes to this origin's sandbox.
 */
const browserDeps = (sandboxPath: string): FlowDeps => ({
  send: (path, init) => fetch(`${sandboxPath}${path}`, init),
  store: tabStorage(),
});

/** The page's session: opened once the page is in the browser, then moved on by the customer. */
export function usePayFlow(sandboxPath: string) {
  const [flow, setFlow] = useState<Flow>({ phase: "loading" });
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // A link opens once: never twice, even when an effect runs again.
    if (started.current) return;
    started.current = true;
    const linkId = new URLSearchParams(window.location.search).get("link");
    void startFlow(linkId, browserDeps(sandboxPath)).then(setFlow);
  }, [sandboxPath]);

  const run = (step: (open: OpenFlow, deps: FlowDeps) => Promise<Flow>) => {
    if (flow.phase !== "open" || busy) return;
    setBusy(true);
    void step(flow, browserDeps(sandboxPath)).then((next) => {
      setFlow(next);
      setBusy(false);
    });
  };

  return {
    flow,
    busy,
    go: (screen: Screen) =>
      setFlow((current) => (current.phase === "open" ? { ...current, screen, alert: undefined } : current)),
    fetchBill: (input: FetchBillInput) => run((open, deps) => fetchBill(open, input, deps)),
    pay: (input: PayInput) => run((open, deps) => pay(open, input, deps)),
  };
}

export type PayActions = Omit<ReturnType<typeof usePayFlow>, "flow" | "busy">;
