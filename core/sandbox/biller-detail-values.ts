/**
 * Values of biller-details fields whose type, format or values are issued during onboarding: the
 * sandbox's own, the same for every sandbox biller, and listed on the sandbox page. A numeric date
 * is written as YYYYMMDD; the 402 flag is off, so its channel and mode lists are empty.
 */
export const sandboxBillerDetailValues = {
  blrCoverage: "IND",
  blrCustParamGroup: { groups: [] as readonly string[] },
  blrEffctvFrom: 20260101,
  blrEffctvTo: 20991231,
  blrMode: "ONLINE",
  blrOwnership: "PRIVATE",
  blrPaymentChannels_402: {
    applicableChannels: [] as readonly string[],
    applicableForAllPaymentChannels: false,
  },
  blrPaymentModes_402: [] as readonly string[],
  blrResponseParams: {
    amountOptions: [{ amountBreakupSet: ["BASE_BILL_AMOUNT"] }],
    params: ["Bill Amount"],
  },
  enableReversalElimination: false,
  fetchRequirement: "MANDATORY",
  supportValidationApi: false,
  support_402ApiFlag: false,
  /** `blrAdditionalInfo` lists the names of the sandbox bill's additionalInfo entries, with this type. */
  additionalInfoDataType: "Alphanumeric",
} as const;
