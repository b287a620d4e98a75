import { randomId } from "../sandbox/random-id";
import { signToken, verifyToken, type TokenKey } from "../sandbox/signed-token";

/**
 * The bill call chain's contexts (specification, section 4): bill-fetch-request returns a fetch
 * context, get-fetched-bill takes it and returns a bill context, make-payment takes that and
 * returns a payment context, get-payment-status takes the latest. Each context is a signed token
 * that carries what the next step needs, so no instance keeps the chain in memory. Keys are short
 * because the whole payload travels in every request.
 */

/** How long a context stays usable; older ones answer `ERR182`. The sandbox's own choice. */
export const contextLifetimeSeconds = 30 * 60;

type Common = {
  /** Payload version. */
  v: 1;
  /** Random id: what make-payment remembers so a bill context pays once. */
  i: string;
  /** Issued at, epoch seconds. */
  t: number;
  /** billerId. */
  b: string;
};

export type FetchContext = Common & {
  k: "fetch";
  /** The agent's channel, for the biller's payment-channel limits. */
  c: string;
  /** The agent's `agent.id`, carried on for the payment's report record (`BBPS.AgentID`). */
  g?: string | undefined;
  /** customerParams as name → value. */
  p: Record<string, string>;
};

export type BillContext = Common & {
  k: "bill";
  c: string;
  /** The agent's `agent.id`, from the fetch context. */
  g?: string | undefined;
  /** customerParams as name → value, carried on for the payment's record. */
  p: Record<string, string>;
  /** Bill amount, paise. */
  a: number;
  /** billNumber. */
  n: string;
};

export type PaymentContext = Common & {
  k: "payment";
  /** Amount paid, paise. */
  a: number;
  /** txnMode. */
  m: string;
  /** txnId. */
  x: string;
};

export type ChainContext = FetchContext | BillContext | PaymentContext;
export type ContextKind = ChainContext["k"];

type Unsigned<C extends ChainContext> = Omit<C, "v" | "i" | "t">;

/** Signs a new context issued at `nowMs`, with a fresh id. */
export function issueContext<C extends ChainContext>(
  fields: Unsigned<C>,
  nowMs: number,
  key: TokenKey,
): { token: string; context: C } {
  const context = { v: 1, i: randomId(12), t: Math.floor(nowMs / 1000), ...fields } as C;
  return { token: signToken(context, key), context };
}

const kinds: readonly ContextKind[] = ["fetch", "bill", "payment"];

function isChainContext(value: unknown): value is ChainContext {
  const payload = value as Partial<ChainContext> | null;
  return (
    typeof payload === "object" &&
    payload !== null &&
    payload.v === 1 &&
    typeof payload.i === "string" &&
    typeof payload.t === "number" &&
    typeof payload.b === "string" &&
    kinds.includes(payload.k as ContextKind)
  );
}

export type ContextRead =
  { ok: true; context: ChainContext } | { ok: false; code: "ERR181" | "ERR182" | "ERR183"; message: string };

/**
 * Reads a context sent to a step that accepts the `expected` kinds. The sandbox's mapping of the
 * payment group's registration codes: `ERR181` for a context it did not issue (or none), `ERR182`
 * for one older than `contextLifetimeSeconds`, `ERR183` for one from another step of the chain.
 */
export function readContext(
  token: unknown,
  expected: readonly ContextKind[],
  nowMs: number,
  key: TokenKey,
): ContextRead {
  if (typeof token !== "string" || token.trim() === "")
    return { ok: false, code: "ERR181", message: "No context was sent." };
  const payload = verifyToken(token.trim(), key);
  if (!isChainContext(payload))
    return { ok: false, code: "ERR181", message: "The context was not issued by the sandbox." };
  if ((payload.t + contextLifetimeSeconds) * 1000 <= nowMs)
    return {
      ok: false,
      code: "ERR182",
      message: `The context is older than ${contextLifetimeSeconds / 60} minutes; start again with bill-fetch-request.`,
    };
  if (!expected.includes(payload.k))
    return {
      ok: false,
      code: "ERR183",
      message: `This call takes the context of ${expected.map(describeKind).join(" or ")}, not of ${describeKind(payload.k)}.`,
    };
  return { ok: true, context: payload };
}

function describeKind(kind: ContextKind): string {
  return { fetch: "bill-fetch-request", bill: "get-fetched-bill", payment: "make-payment" }[kind];
}
