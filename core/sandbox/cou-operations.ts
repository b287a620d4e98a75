import { billChainOperations } from "./bill-chain";
import { billerDirectoryOperations } from "./biller-directory";
import { complaintOperations } from "./complaints";
import type { CouOperation } from "./cou-runtime";

/** Every bill API operation the sandbox implements, by the operationId cou.yaml gives it. */
export const couOperations: Readonly<Record<string, CouOperation>> = {
  ...billerDirectoryOperations,
  ...billChainOperations,
  ...complaintOperations,
};
