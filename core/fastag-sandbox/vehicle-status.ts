import { sandboxFailure } from "../sandbox/reply";
import { announceDue } from "./bookings";
import { balancesOf } from "./balances";
import { fastagAnswer, invalidRequest, readStrings, type FastagOperation } from "./fastag-runtime";
import { FastagState } from "./fastag-state";
import { findVehicle } from "./vehicles";

/**
 * Vehicle status, in the documented enumerations. A tag of a sandbox wallet reads as
 * `tagStatusReadings` says, and an active one is `LOW_BALANCE` in the NPCI mapper while its
 * wallet's usable balance is below the threshold. The reference lists only `vehicle-found`, and
 * neither enumeration has a value for a vehicle the bank does not know, so the sandbox answers its
 * own code for it rather than a FASTag code the operation does not document.
 */
export const vehicleStatus: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["vehicleNumber"]);
    if (!read.ok) return invalidRequest(read.problems);
    const state = new FastagState(runtime);
    const known = await findVehicle(state, read.values.vehicleNumber, runtime);
    if (!known)
      return sandboxFailure(
        "SANDBOX_FASTAG_VEHICLE_NOT_FOUND",
        `No vehicle ${read.values.vehicleNumber}.`,
        undefined,
        "fastag",
      );
    if (known.kind === "status")
      return fastagAnswer("vehicle-found", "Vehicle is found", {
        bankStatus: known.bankStatus,
        npciMapperStatus: known.npciMapperStatus,
      });
    const reading = runtime.data.tagStatusReadings[known.tag.state];
    const ledger = await announceDue(state, known.wallet, runtime);
    const { balance, thresholdAmount } = balancesOf(ledger, known.wallet, runtime);
    const lowBalance = known.tag.state === "active" && balance < thresholdAmount;
    return fastagAnswer("vehicle-found", "Vehicle is found", {
      bankStatus: reading.bankStatus,
      npciMapperStatus: lowBalance ? "LOW_BALANCE" : reading.npciMapperStatus,
    });
  },
};
