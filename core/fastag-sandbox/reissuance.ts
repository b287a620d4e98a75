import { channelWallet } from "./balances";
import { fastagTwoFieldAnswer, invalidRequest, type FastagOperation } from "./fastag-runtime";
import { randomTagId } from "./fastag-ids";
import { FastagState } from "./fastag-state";
import { issuanceMobilePrecheck, twoFieldAnswer } from "./issuance";
import { readIssuance, statelessIssuanceCode } from "./issuance-request";
import { findVehicle, holdsTag, sameCustomer, tagOf } from "./vehicles";

/**
 * Tag reissuance: a new tag, active at once, replaces the vehicle's tag on the same wallet. The
 * reference gives it wallet creation's twelve codes; those about costs cannot apply (it sends none).
 */
export const reissuance: FastagOperation = {
  precheck: issuanceMobilePrecheck,
  run: async (body, runtime) => {
    const read = readIssuance(body, ["walletId", "vehicle.chasisNumber"], []);
    if (!read.ok) return invalidRequest(read.problems);
    const { request } = read;
    const immediate = statelessIssuanceCode(request, runtime);
    if (immediate) return twoFieldAnswer(immediate);
    const state = new FastagState(runtime);
    const wallet = await channelWallet(state, read.values.walletId, runtime);
    if (!wallet) return twoFieldAnswer("not-found", `No wallet ${read.values.walletId} on this channel.`);
    if (!sameCustomer(wallet.customer, request.customer))
      return request.customer.mobile === wallet.customer.mobile
        ? twoFieldAnswer(
            "mobile-already-exists",
            "The mobile is the wallet's customer's, with other details.",
          )
        : fastagTwoFieldAnswer("not-found", "The customer is not this wallet's customer.");
    const tag = tagOf(wallet, request.vehicleNumber, runtime.now());
    if (!tag) {
      const elsewhere = holdsTag(await findVehicle(state, request.vehicleNumber, runtime));
      return elsewhere
        ? twoFieldAnswer("vehicle-already-registered", "The vehicle's tag is on another wallet.")
        : twoFieldAnswer("not-found", `No tag for ${request.vehicleNumber} on this wallet.`);
    }
    if (!(await state.claimReissuance(request.vehicleNumber)))
      return twoFieldAnswer(
        "duplicate-creation-request",
        `The vehicle's tag was reissued less than ${runtime.data.fastagSettings.reissuanceWindowSeconds} seconds ago.`,
      );
    if (!request.toBeShippedByBank && !(await state.claimTagSequence(request.sequence)))
      return twoFieldAnswer("invalid-tag-seq-number", `Sequence ${request.sequence} has already been used.`);
    const replaced = {
      ...tag,
      vehicleClass: request.vehicleClass,
      tagId: randomTagId(),
      state: "active" as const,
    };
    await state.saveWallet({
      ...wallet,
      tags: wallet.tags.map((candidate) => (candidate === tag ? replaced : candidate)),
    });
    return fastagTwoFieldAnswer("success", "This operation is successful");
  },
};
