import type { HostedBill, Landing, SessionView } from "../../core/instacollect/hosted-page-api";

/** A session as the sandbox sends it, for the page's unit tests. */
export function sessionFixture(
  landing: Landing = { screen: "home" },
  extra: Partial<SessionView> = {},
): SessionView {
  return {
    sessionId: "ics_TEST",
    mobileNumber: "9876543210",
    landing,
    expiresAt: 0,
    inactivitySeconds: 900,
    catalogue: {
      categories: [
        { categoryCode: "C01", categoryName: "Electricity" },
        { categoryCode: "C02", categoryName: "Water" },
      ],
      billers: [
        {
          billerId: "BILLER000001",
          name: "Example Power Distribution Ltd",
          categoryCode: "C01",
          exactness: "EXACT",
          editability: "fixed",
          customerParams: [
            {
              paramName: "Consumer Number",
              dataType: "Numeric",
              minLength: 10,
              maxLength: 10,
              regex: "^[0-9]{10}$",
              optional: false,
            },
          ],
          paymentModes: ["UPI", "DEBIT CARD"],
          limits: { minLimit: 100, maxLimit: 99999900 },
        },
      ],
    },
    ...extra,
  };
}

export const powerBill: HostedBill = {
  billerId: "BILLER000001",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
  billNumber: "SBX-POWER-1",
  customerName: "Asha Rao",
  amount: 150000,
  billDate: "2026-11-01",
  dueDate: "2026-11-30",
  billPeriod: "MONTHLY",
  additionalInfo: [{ name: "Connection type", value: "Domestic" }],
};
