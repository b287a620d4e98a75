import { useEffect, useState } from "react";
import { istDate } from "../../../core/bill-payment/complaint";
import { runBillFlow, type BillFlowOperation, type FlowStep } from "../../../core/sandbox/bill-flow";
import { RunAgain, StepExchange } from "../FlowParts";
import { parsedAnswer, statusCodeOf } from "../flow-answer";
import {
  prefilledHeaders,
  rememberAnswer,
  sendToSandbox,
  type TryItExample,
} from "../../reference/try-it-session";

export type BillFlowExamples = Record<BillFlowOperation, TryItExample>;

type State = { steps: FlowStep[]; running: boolean; problem?: string };

function verdict(state: State, total: number): string {
  if (state.problem) return state.problem;
  const last = state.steps.at(-1);
  if (state.running)
    return last
      ? `Step ${state.steps.length} of ${total} answered ${statusCodeOf(last.answer.body)}…`
      : "Running…";
  if (!last) return "";
  if (state.steps.length < total)
    return `Stopped at ${last.operation}: it answered ${statusCodeOf(last.answer.body)}.`;
  const status = (last.answer.body as { data?: { status?: unknown } } | null)?.data?.status;
  return `The whole flow ran: ${total} calls${typeof status === "string" ? `, payment status ${status}` : ""}.`;
}

/**
 * Runs the documented chain against the sandbox, from the operations' examples, and shows each
 * call as it answers. What the calls return also fills the consoles on this page.
 */
export default function BillFlow({ examples }: { examples: BillFlowExamples }) {
  // A new key starts a new run with fresh state.
  const [run, setRun] = useState(0);
  return <FlowRun key={run} examples={examples} onRunAgain={() => setRun(run + 1)} />;
}

function FlowRun({ examples, onRunAgain }: { examples: BillFlowExamples; onRunAgain: () => void }) {
  const [state, setState] = useState<State>({ steps: [], running: true });
  const total = Object.keys(examples).length;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const bodies = Object.fromEntries(
        Object.entries(examples).map(([operation, example]) => [
          operation,
          parsedAnswer(example.body ?? "{}"),
        ]),
      ) as Record<BillFlowOperation, unknown>;
      const send = async (operation: BillFlowOperation, body: unknown) => {
        const example = examples[operation];
        const response = await sendToSandbox(example, prefilledHeaders(example), JSON.stringify(body));
        const answer = parsedAnswer(response.text);
        rememberAnswer(example.url, answer);
        return { status: response.status, body: answer };
      };
      for await (const step of runBillFlow(bodies, send, { today: istDate(Date.now()) })) {
        if (cancelled) return;
        setState((previous) => ({ ...previous, steps: [...previous.steps, step] }));
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
  }, [examples]);

  return (
    <div className="bill-flow">
      <p role="status" className="try-it-status">
        {verdict(state, total)}
      </p>
      <ol className="bill-flow-steps">
        {state.steps.map((step) => (
          <li key={step.operation}>
            <p>
              <code>POST {examples[step.operation].url}</code>: HTTP {step.answer.status} ·{" "}
              <strong>{statusCodeOf(step.answer.body)}</strong> · {Math.round(step.milliseconds)} ms
            </p>
            <StepExchange request={step.request} response={step.answer.body} />
          </li>
        ))}
      </ol>
      <RunAgain running={state.running} onClick={onRunAgain} />
    </div>
  );
}
