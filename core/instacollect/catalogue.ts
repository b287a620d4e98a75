import type { AmountEditability } from "../bill-payment/amount-rules";
import type { CouSandboxData } from "../sandbox/sandbox-data";
import type { Catalogue } from "./hosted-page-api";

/**
 * The categories and billers the hosted page offers: the bill-payment sandbox's own, with the rules
 * its forms apply (customer parameters, amount editability, payment modes, the channel's limits).
 */
export function hostedCatalogue(
  data: Pick<CouSandboxData, "categories" | "billers">,
  editability: AmountEditability,
  channel: string,
): Catalogue {
  return {
    categories: data.categories.map(({ categoryCode, categoryName }) => ({ categoryCode, categoryName })),
    billers: data.billers.map((biller) => {
      const limits = biller.paymentChannels.find((entry) => entry.paymentChannel === channel);
      return {
        billerId: biller.billerId,
        name: biller.name,
        categoryCode: biller.categoryCode,
        exactness: biller.exactness,
        editability: Object.hasOwn(editability, biller.exactness)
          ? (editability[biller.exactness] ?? "fixed")
          : "fixed",
        customerParams: biller.customerParams.map(
          ({ paramName, dataType, minLength, maxLength, regex, optional }) => ({
            paramName,
            dataType,
            minLength,
            maxLength,
            regex,
            optional,
          }),
        ),
        paymentModes: biller.paymentModes.map((mode) => mode.paymentMode),
        ...(limits ? { limits: { minLimit: limits.minLimit, maxLimit: limits.maxLimit } } : {}),
      };
    }),
  };
}
