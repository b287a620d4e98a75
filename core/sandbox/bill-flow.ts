import { fillPlaceholders, remember, type TryItMemory } from "./try-it-memory";
import { randomId } from "./random-id";

/** The documented context chain, in order: each call takes the context the call before returned. */
export const billFlowOperations = [
  "bill-fetch-request",
  "get-fetched-bill",
  "make-payment",
  "get-payment-status",
] as const;
export type BillFlowOperation = (typeof billFlowOperations)[number];

export type FlowAnswer = { status: number; body: unknown };
export type FlowStep = {
  operation: BillFlowOperation;
  request: unknown;
  answer: FlowAnswer;
  milliseconds: number;
};

/**
 * A payment reference no earlier call used: the sandbox answers a reused `referenceId` with AM05
 * (duplicate payment), so an example's fixed reference would pay only once per server.
 */
export function freshReferenceId(): string {
  // The time keeps references apart across runs; eight random characters (36^8) keep apart the
  // many payments a busy sandbox takes in the same millisecond.
  return `REF${Date.now().toString(36).toUpperCase()}${randomId(8)}`;
}

/** A make-payment body with a fresh `referenceId`; other bodies as they are. */
export function withFreshReference(operation: string, body: unknown): unknown {
  if (operation !== "make-payment" || !body || typeof body !== "object" || Array.isArray(body)) return body;
  return { ...body, referenceId: freshReferenceId() };
}

const succeeded = (answer: FlowAnswer) =>
  answer.status === 200 && (answer.body as { statusCode?: unknown } | null)?.statusCode === "success";

/**
 * Runs the chain from each operation's example body, filling `<context from …>` and `<amount>`
 * from the answers before it, and yields each step as it completes; stops after the first step
 * that does not succeed, since the next would only fail for want of its context.
 */
export async function* runBillFlow(
  examples: Record<BillFlowOperation, unknown>,
  send: (operation: BillFlowOperation, body: unknown) => Promise<FlowAnswer>,
  { today, now = () => performance.now() }: { today: string; now?: () => number },
): AsyncGenerator<FlowStep & { memory: TryItMemory }> {
  let memory: TryItMemory = { byOperation: {}, latest: {} };
  for (const operation of billFlowOperations) {
    const request = withFreshReference(operation, fillPlaceholders(examples[operation], memory, today));
    const started = now();
    const answer = await send(operation, request);
    const milliseconds = now() - started;
    memory = remember(memory, operation, answer.body);
    yield { operation, request, answer, milliseconds, memory };
    if (!succeeded(answer)) return;
  }
}
