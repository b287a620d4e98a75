import { useEffect, useState } from "react";
import { fastagSettings } from "../../../content/sandbox/fastag";
import {
  prefilledHeaders,
  rememberAnswer,
  sendToSandbox,
  type TryItExample,
} from "../../reference/try-it-session";
import {
  flowVerdict,
  runIssuanceFlow,
  runRechargeFlow,
  type FastagCall,
  type FastagFlowStep,
  type FlowTools,
} from "../../../core/fastag-sandbox/fastag-flows";
import { RunAgain, StepExchange } from "../FlowParts";
import { parsedAnswer, statusCodeOf } from "../flow-answer";
import { flowTimeScale, type FastagFlowName, type FastagFlowSetup } from "./section-data";

type State = { steps: FastagFlowStep[]; running: boolean; problem?: string };

function statusText(name: FastagFlowName, state: State): string {
  if (state.problem) return state.problem;
  const last = state.steps.at(-1);
  if (state.running)
    return last ? `${last.operation} answered ${statusCodeOf(last.answer.body)}…` : "Running…";
  return flowVerdict(name, state.steps).text;
}

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Runs the issuance flow or a recharge against the sandbox (see fastag-flows.ts) and shows each
 * call as it answers. What the calls return also fills the consoles on this page.
 */
export default function FastagFlow({ name, setup }: { name: FastagFlowName; setup: FastagFlowSetup }) {
  // A new key starts a new run with fresh state.
  const [run, setRun] = useState(0);
  return <FlowRun key={run} name={name} setup={setup} onRunAgain={() => setRun(run + 1)} />;
}

function FlowRun({
  name,
  setup,
  onRunAgain,
}: {
  name: FastagFlowName;
  setup: FastagFlowSetup;
  onRunAgain: () => void;
}) {
  const [state, setState] = useState<State>({ steps: [], running: true });
  const urlOf = (operation: string) => `${setup.baseUrl}/${operation}`;

  useEffect(() => {
    let cancelled = false;
    const send = async (call: FastagCall) => {
      const example: TryItExample = {
        method: "POST",
        url: `${setup.baseUrl}/${call.operation}`,
        headers: setup.headers,
        body: "",
      };
      const headers = prefilledHeaders(example);
      if (call.timeScaled) headers.push([fastagSettings.timeScaleHeader, String(flowTimeScale)]);
      const response = await sendToSandbox(example, headers, JSON.stringify(call.body));
      const answer = parsedAnswer(response.text);
      rememberAnswer(example.url, answer);
      return { status: response.status, body: answer };
    };
    const tools: FlowTools = { send, wait, timeScale: flowTimeScale };
    const examples = {
      "wallet-creation": parsedAnswer(setup.bodies["wallet-creation"]),
      recharge: parsedAnswer(setup.bodies.recharge),
    };
    const runner =
      name === "issuance"
        ? runIssuanceFlow(examples, tools)
        : runRechargeFlow(examples, setup.rechargeWalletId, tools);
    (async () => {
      for await (const { index, step } of runner) {
        if (cancelled) return;
        setState((previous) => {
          const steps = [...previous.steps];
          steps[index] = step;
          return { ...previous, steps };
        });
      }
      if (!cancelled) setState((previous) => ({ ...previous, running: false }));
    })().catch((error: unknown) => {
      if (!cancelled)
        setState((previous) => ({
          ...previous,
          running: false,
          problem: `A call did not complete: ${(error as Error).message}`,
        }));
    });
    return () => {
      cancelled = true;
    };
  }, [name, setup]);

  return (
    <div className="bill-flow fastag-flow" data-flow-run={name}>
      <p role="status" className="try-it-status">
        {statusText(name, state)}
      </p>
      <ol className="bill-flow-steps">
        {state.steps.map((step, index) => (
          <li key={index}>
            <p>
              <code>POST {urlOf(step.operation)}</code>
              {step.timeScaled ? (
                <>
                  {" "}
                  with <code>{`${fastagSettings.timeScaleHeader}: ${flowTimeScale}`}</code>
                </>
              ) : null}
              : HTTP {step.answer.status} · <code>{statusCodeOf(step.answer.body)}</code>
              {step.inProgress ? " (in progress, so the flow polls again)" : ""}
              {step.calls > 1 ? ` · ${step.calls} polls` : ""} · {Math.round(step.milliseconds)} ms
            </p>
            <StepExchange request={step.body} response={step.answer.body} />
          </li>
        ))}
      </ol>
      <RunAgain running={state.running} onClick={onRunAgain} />
    </div>
  );
}
