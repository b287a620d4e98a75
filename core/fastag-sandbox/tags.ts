import type { FastagTagState } from "../../content/sandbox/fastag";
import {
  fastagAnswer,
  invalidRequest,
  readStrings,
  type FastagOperation,
  type FastagReply,
} from "./fastag-runtime";
import { FastagState } from "./fastag-state";
import { tagOf } from "./vehicles";

/** Tag operations: activate, deactivate or close a tag of the channel's own wallet. */

type TagOperationName = "ACTIVATE" | "DEACTIVATE" | "CLOSE";

const operations: Readonly<
  Record<TagOperationName, { to: FastagTagState; alreadyCode: string; alreadyFrom: FastagTagState }>
> = {
  ACTIVATE: { to: "active", alreadyCode: "tag-is-already-active", alreadyFrom: "active" },
  DEACTIVATE: { to: "inactive", alreadyCode: "tag-is-already-inactive", alreadyFrom: "inactive" },
  CLOSE: { to: "closed", alreadyCode: "tag-is-already-closed", alreadyFrom: "closed" },
};

const meanings: Record<string, string> = {
  "invalid-channel-id": "The wallet or tag was not issued by this channel.",
  "wallet-not-found": "Unknown wallet.",
  "tag-not-found": "No tag found for the wallet and vehicle.",
  "tag-is-already-active": "Activate was asked for an active tag.",
  "tag-is-already-inactive": "Deactivate was asked for an inactive tag.",
  "tag-is-already-closed": "The tag was already closed.",
};

const refusal = (code: string): FastagReply => fastagAnswer(code, meanings[code] ?? code);

function isOperation(value: string): value is TagOperationName {
  return Object.hasOwn(operations, value);
}

/**
 * The next state, or the documented code that refuses the change: a closed tag stays closed, and
 * a tag already in the asked-for state says so.
 */
export function tagTransition(
  from: FastagTagState,
  operation: TagOperationName,
): FastagTagState | { refused: string } {
  if (from === "closed") return { refused: "tag-is-already-closed" };
  const { to, alreadyCode, alreadyFrom } = operations[operation];
  return from === alreadyFrom ? { refused: alreadyCode } : to;
}

export const tagOperation: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["walletId", "vehicleNumber", "operation"]);
    if (!read.ok) return invalidRequest(read.problems);
    const { walletId, vehicleNumber, operation } = read.values;
    if (!isOperation(operation))
      return invalidRequest([{ path: "/operation", message: "must be ACTIVATE, DEACTIVATE or CLOSE" }]);
    const state = new FastagState(runtime);
    const wallet = await state.readyWallet(walletId);
    if (!wallet) return refusal("wallet-not-found");
    if (wallet.channelId !== runtime.channelId) return refusal("invalid-channel-id");
    const tag = tagOf(wallet, vehicleNumber, runtime.now());
    if (!tag) return refusal("tag-not-found");
    const next = tagTransition(tag.state, operation);
    if (typeof next === "object") return refusal(next.refused);
    await state.saveWallet({
      ...wallet,
      tags: wallet.tags.map((candidate) => (candidate === tag ? { ...tag, state: next } : candidate)),
    });
    return fastagAnswer("success", `The tag of ${vehicleNumber} is now ${next}.`);
  },
};
