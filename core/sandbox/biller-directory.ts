import { missingFieldCode } from "../bill-payment/required-field-codes";
import { couSuccess } from "./reply";
import { documentedFailure, type CouOperation, type CouRuntime, type RequestBody } from "./cou-runtime";
import type { SandboxBiller } from "./sandbox-data";

/** biller-categories, biller-list, biller-details and biller-fields over the sandbox's billers. */

const categories: CouOperation = {
  run: async (_body, runtime) => couSuccess(runtime.data.categories),
};

function precheckMissing(operationId: string): NonNullable<CouOperation["precheck"]> {
  return (body, runtime, required) => {
    const missing = missingFieldCode(operationId, body, required);
    return missing ? documentedFailure(runtime, operationId, missing.code) : undefined;
  };
}

const billerList: CouOperation = {
  precheck: precheckMissing("getBillerList"),
  run: async (body, runtime) => {
    const billers = runtime.data.billers.filter((biller) => biller.categoryCode === body.categoryCode);
    if (billers.length === 0)
      return documentedFailure(
        runtime,
        "getBillerList",
        "ERR000",
        `No billers in category ${String(body.categoryCode)}.`,
      );
    return couSuccess(
      billers.map(({ billerId, name, type, exactness }) => ({ billerId, name, type, exactness })),
    );
  },
};

/** The biller a body names, if it exists in the named category. */
function billerIn(body: RequestBody, runtime: CouRuntime): SandboxBiller | undefined {
  return runtime.data.billers.find(
    (biller) => biller.billerId === body.billerId && biller.categoryCode === body.categoryCode,
  );
}

const entityStatus = { active: "ACTIVE", inactive: "INACTIVE", deregistered: "DEREGISTERED" } as const;

function billerDetails(biller: SandboxBiller, runtime: CouRuntime) {
  const category = runtime.data.categories.find((entry) => entry.categoryCode === biller.categoryCode);
  const editability = runtime.rules.amountEditability[biller.exactness];
  return {
    blrId: biller.billerId,
    blrName: biller.name,
    blrAliasName: biller.aliasName,
    blrCategoryName: category?.categoryName ?? biller.categoryCode,
    blrDescription: biller.description,
    blrAcceptsAdhoc: editability === "any" ? "T" : "F",
    blrPmtAmtExactness: biller.exactness,
    blrCustomerParams: biller.customerParams.map((param) => ({
      paramName: param.paramName,
      dataType: param.dataType,
      minLength: String(param.minLength),
      maxLength: String(param.maxLength),
      optional: param.optional,
      regex: param.regex,
    })),
    blrPaymentChannels: biller.paymentChannels,
    blrPaymentModes: biller.paymentModes,
    blrTimeout: biller.timeout,
    entityStatus: entityStatus[biller.status],
  };
}

function billerOperation(
  operationId: string,
  data: (biller: SandboxBiller, runtime: CouRuntime) => unknown,
): CouOperation {
  return {
    precheck: precheckMissing(operationId),
    run: async (body, runtime) => {
      const biller = billerIn(body, runtime);
      if (!biller)
        return documentedFailure(
          runtime,
          operationId,
          "ERR155",
          `No biller ${String(body.billerId)} in category ${String(body.categoryCode)}.`,
        );
      return couSuccess(data(biller, runtime));
    },
  };
}

export const billerDirectoryOperations: Record<string, CouOperation> = {
  getBillerCategories: categories,
  postBillerCategories: categories,
  getBillerList: billerList,
  getBillerDetails: billerOperation("getBillerDetails", billerDetails),
  getBillerFields: billerOperation("getBillerFields", (biller) =>
    biller.customerParams.map((param) => ({
      name: param.paramName,
      internalName: param.paramName.replaceAll(/[^A-Za-z0-9]/g, ""),
      dataType: param.dataType,
      isMandatory: !param.optional,
      minLength: String(param.minLength),
      maxLength: String(param.maxLength),
      regex: param.regex,
    })),
  ),
};
