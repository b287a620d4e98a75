import { missingFieldCode } from "../bill-payment/required-field-codes";
import { sandboxBillerDetailValues } from "./biller-detail-values";
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
  const values = sandboxBillerDetailValues;
  // In the document's order, so the answer reads like the schema.
  return {
    blrAcceptsAdhoc: editability === "any" ? "T" : "F",
    blrAdditionalInfo: biller.bill.additionalInfo.map(({ name }) => ({
      dataType: values.additionalInfoDataType,
      optional: true,
      paramName: name,
    })),
    blrAliasName: biller.aliasName,
    blrCategoryName: category?.categoryName ?? biller.categoryCode,
    blrCoverage: values.blrCoverage,
    blrCustParamGroup: { groups: [...values.blrCustParamGroup.groups] },
    blrCustomerParams: biller.customerParams.map((param) => ({
      paramName: param.paramName,
      dataType: param.dataType,
      minLength: String(param.minLength),
      maxLength: String(param.maxLength),
      optional: param.optional,
      regex: param.regex,
    })),
    blrDescription: biller.description,
    blrEffctvFrom: values.blrEffctvFrom,
    blrEffctvTo: values.blrEffctvTo,
    blrId: biller.billerId,
    blrMode: values.blrMode,
    blrName: biller.name,
    blrOwnership: values.blrOwnership,
    blrPaymentChannels: biller.paymentChannels,
    blrPaymentChannels_402: {
      applicableChannels: [...values.blrPaymentChannels_402.applicableChannels],
      applicableForAllPaymentChannels: values.blrPaymentChannels_402.applicableForAllPaymentChannels,
    },
    blrPaymentModes: biller.paymentModes,
    blrPaymentModes_402: [...values.blrPaymentModes_402],
    blrPmtAmtExactness: biller.exactness,
    blrResponseParams: {
      amountOptions: values.blrResponseParams.amountOptions.map(({ amountBreakupSet }) => ({
        amountBreakupSet: [...amountBreakupSet],
      })),
      params: [...values.blrResponseParams.params],
    },
    blrTimeout: biller.timeout,
    enableReversalElimination: values.enableReversalElimination,
    entityStatus: entityStatus[biller.status],
    fetchRequirement: values.fetchRequirement,
    supportValidationApi: values.supportValidationApi,
    support_402ApiFlag: values.support_402ApiFlag,
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
