/**
 * How to get every code of the bill API's error catalogue from the sandbox on purpose: the trigger
 * a partner reads on `/testing/bill-payment`, and the calls that produce it, which a test replays
 * against the sandbox so that the table and the sandbox cannot drift. Codes no request can be tied
 * to are listed with the reason instead of steps. Published values are read from ./fixtures.
 */
import { sandboxFixtures } from "./fixtures";

/**
 * One call of a trigger: the operation's path name and its JSON body. A string
 * `<field from operation>` in the body stands for that field of the `data` the earlier call to
 * `operation` answered, as in the try-it console; `<referenceId>` is a fresh reference.
 */
export type BillTriggerStep = {
  operation: string;
  body: unknown;
  /** Sandbox headers sent besides the seven credential headers. */
  headers?: Readonly<Record<string, string>>;
  /** Seconds that pass before this call. */
  afterSeconds?: number;
};

export type BillCodeTrigger = {
  /** The catalogue's group, as `x-error-groups` names it. */
  group: string;
  /** The code as the catalogue lists it (a range such as `DEV100–DEV110` included). */
  code: string;
} & (
  | {
      /** What to send, in a sentence for the page (Markdown). */
      trigger: string;
      /** The calls, in order; the last one answers `answers`, or `code` itself. */
      steps: readonly [BillTriggerStep, ...BillTriggerStep[]];
      /** The code the steps produce, where `code` is a range. */
      answers?: string;
    }
  | {
      /** Why no request produces it (a sentence for the page). */
      notProduced: string;
    }
);

/** A published value the table relies on; a data change that removes it fails at load, not on the page. */
function published<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`content/sandbox/fixtures.ts no longer publishes ${what}.`);
  return value;
}

const { billers, billScenarios, autoHeader, failingAccountNumber } = sandboxFixtures;
const exampleBiller = published(billers[0], "a biller");
const cardBiller = published(
  billers.find((biller) => biller.customerParams.some((param) => param.cardExpiry)),
  "a biller with a card expiry parameter",
);
const withoutAutoPayment = published(
  billers.find((biller) => biller.status === "active" && !("failure" in biller) && !biller.autoPayment),
  "an active biller without auto payment",
);
const emptyCategory = published(
  sandboxFixtures.categories.find(
    (category) => !billers.some((biller) => biller.categoryCode === category.categoryCode),
  ),
  "a category without billers",
);

const billerWith = (what: (biller: (typeof billers)[number]) => boolean, description: string) =>
  published(billers.find(what), description);
const failingOn = (code: string) =>
  billerWith(
    (biller) => "failure" in biller && biller.failure.code === code,
    `a biller failing with ${code}`,
  );
const ofStatus = (status: string) =>
  billerWith((biller) => biller.status === status, `a biller that is ${status}`);
const scenario = (code: string) =>
  published(
    billScenarios.find((entry) => entry.code === code),
    `a customer value answering ${code}`,
  ).value;

const code = (value: string) => `\`${value}\``;
const intAgent = { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" };

/** A bill-fetch-request for `biller` with its example customer parameters, as the INT channel. */
function fetchFor(
  biller: (typeof billers)[number] = exampleBiller,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    billerId: biller.billerId,
    categoryCode: biller.categoryCode,
    customerParams: biller.exampleParams,
    mobileNumber: "9876543210",
    agent: intAgent,
    ...overrides,
  };
}

const without = (body: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

const fetchStep = (body: Record<string, unknown>, headers?: Record<string, string>): BillTriggerStep => ({
  operation: "bill-fetch-request",
  body,
  ...(headers ? { headers } : {}),
});
const getBill: BillTriggerStep = {
  operation: "get-fetched-bill",
  body: { context: "<context from bill-fetch-request>" },
};

function payment(overrides: Record<string, unknown> = {}, afterSeconds?: number): BillTriggerStep {
  return {
    operation: "make-payment",
    body: {
      amount: "<amount>",
      context: "<context from get-fetched-bill>",
      referenceId: "<referenceId>",
      remittanceDetails: { accountNumber: "1234567890123456", accountHolderName: "Asha Rao" },
      txnMode: "UPI",
      ...overrides,
    },
    ...(afterSeconds === undefined ? {} : { afterSeconds }),
  };
}

/** Fetch `biller`'s bill and pay it: the steps every payment trigger starts from. */
const fetchedBill = (biller: (typeof billers)[number] = exampleBiller) =>
  [fetchStep(fetchFor(biller)), getBill] as const;

const billerTrigger = (group: string, catalogueCode: string, biller: (typeof billers)[number]) => ({
  group,
  code: catalogueCode,
  trigger: `bill-fetch-request for biller ${code(biller.billerId)} (${biller.aliasName}).`,
  steps: [fetchStep(fetchFor(biller))] as const,
});

const fetchGroup = "Fetch (bill-fetch-request)";
const paymentGroup = "Payment";
const slow = failingOn("ERR_TIMEOUT");
const cardExpiry = published(
  cardBiller.customerParams.find((param) => param.cardExpiry),
  "the card expiry parameter",
).paramName;
const cardWithExpiry = (expiry: string | undefined) =>
  fetchFor(cardBiller, {
    customerParams: [
      ...cardBiller.exampleParams.filter((param) => param.name !== cardExpiry),
      ...(expiry === undefined ? [] : [{ name: cardExpiry, value: expiry }]),
    ],
  });

export const billCodeTriggers: readonly BillCodeTrigger[] = [
  {
    group: fetchGroup,
    code: "DEV100–DEV110",
    trigger:
      "Leave out a device detail the agent's channel needs, e.g. `app` on channel `MOB`; which code answers is the sandbox's mapping under Device detail codes.",
    steps: [
      fetchStep(
        fetchFor(exampleBiller, {
          agent: { id: "AGENT0000002", channel: "MOB", imei: "356938035643809", os: "Android" },
        }),
      ),
    ],
    answers: "DEV100",
  },
  billerTrigger(fetchGroup, "ERR_CONN", failingOn("ERR_CONN")),
  billerTrigger(fetchGroup, "ERR_URL", failingOn("ERR_URL")),
  billerTrigger(fetchGroup, "ERR_TECHNICAL", failingOn("ERR_TECHNICAL")),
  {
    ...billerTrigger(fetchGroup, "ERR_TIMEOUT", slow),
    trigger: `bill-fetch-request for biller ${code(slow.billerId)} (${slow.aliasName}), which answers after ${"failure" in slow ? (slow.failure.afterSeconds ?? 0) : 0} seconds.`,
  },
  {
    group: fetchGroup,
    code: "ERR000",
    trigger: "A `categoryCode` the sandbox does not list, e.g. `C99`.",
    steps: [fetchStep(fetchFor(exampleBiller, { categoryCode: "C99" }))],
  },
  {
    group: fetchGroup,
    code: "ERR100",
    trigger: "Leave out `billerId`.",
    steps: [fetchStep(without(fetchFor(), "billerId"))],
  },
  {
    group: fetchGroup,
    code: "ERR104",
    trigger: "Leave out `mobileNumber`.",
    steps: [fetchStep(without(fetchFor(), "mobileNumber"))],
  },
  {
    group: fetchGroup,
    code: "ERR112",
    trigger: "A `mobileNumber` that is not ten digits starting with 6–9, e.g. `12345`.",
    steps: [fetchStep(fetchFor(exampleBiller, { mobileNumber: "12345" }))],
  },
  {
    group: fetchGroup,
    code: "ERR113",
    notProduced:
      "bill-fetch-request has no field that asks for an SMS alert, so nothing can require the mobile number for one; a missing `mobileNumber` answers `ERR104`.",
  },
  billerTrigger(fetchGroup, "ERR130", failingOn("ERR130")),
  billerTrigger(fetchGroup, "ERR131", ofStatus("inactive")),
  billerTrigger(fetchGroup, "ERR166", failingOn("ERR166")),
  billerTrigger(fetchGroup, "ERR999", ofStatus("deregistered")),
  {
    group: fetchGroup,
    code: "ERRAGT",
    trigger: "Leave out `agent`, or its `id`.",
    steps: [fetchStep(without(fetchFor(), "agent"))],
  },
  billerTrigger(fetchGroup, "ERRSSLCER", failingOn("ERRSSLCER")),
  {
    group: fetchGroup,
    code: "ERR175–ERR177",
    notProduced:
      "bill-fetch-request carries no account number, and the three codes share one meaning; make-payment answers `ERR178` for an account number that is not 16 digits.",
  },
  {
    group: fetchGroup,
    code: "ERR179",
    trigger: `Biller ${code(cardBiller.billerId)} with a ${cardExpiry} that is not 4 characters, e.g. \`12/30\`.`,
    steps: [fetchStep(cardWithExpiry("12/30"))],
  },
  {
    group: fetchGroup,
    code: "ERR180",
    trigger: `Biller ${code(cardBiller.billerId)} with a ${cardExpiry} whose month is not 01–12, e.g. \`1330\`, or that has passed.`,
    steps: [fetchStep(cardWithExpiry("1330"))],
  },
  {
    group: fetchGroup,
    code: "ERR184",
    trigger: `Biller ${code(cardBiller.billerId)} without its ${cardExpiry} parameter.`,
    steps: [fetchStep(cardWithExpiry(undefined))],
  },
  {
    group: fetchGroup,
    code: "ERR190",
    trigger: `The sandbox header ${code(`${autoHeader.name}: ${autoHeader.values[0]}`)} (an auto fetch; every sandbox customer is a walk-in customer).`,
    steps: [fetchStep(fetchFor(), { [autoHeader.name]: autoHeader.values[0] })],
  },
  {
    group: fetchGroup,
    code: "ERR191",
    trigger: `The sandbox header ${code(`${autoHeader.name}: ${autoHeader.values[1]}`)} (an auto payment) for biller ${code(exampleBiller.billerId)}, which offers auto payment.`,
    steps: [fetchStep(fetchFor(), { [autoHeader.name]: autoHeader.values[1] })],
  },
  {
    group: fetchGroup,
    code: "ERR192",
    notProduced: "No call refreshes a biller, so there is no request to refuse.",
  },
  {
    group: fetchGroup,
    code: "ERR193",
    notProduced: "No call refreshes a biller, so there is no request to refuse.",
  },
  {
    group: fetchGroup,
    code: "ERR222",
    trigger: `The sandbox header ${code(`${autoHeader.name}: ${autoHeader.values[1]}`)} for biller ${code(withoutAutoPayment.billerId)}, which offers no auto payment.`,
    steps: [fetchStep(fetchFor(withoutAutoPayment), { [autoHeader.name]: autoHeader.values[1] })],
  },
  {
    group: "Fields",
    code: "ERR154",
    trigger: "biller-fields without `categoryCode`.",
    steps: [{ operation: "biller-fields", body: { billerId: exampleBiller.billerId } }],
  },
  {
    group: "Fields",
    code: "ERR155",
    trigger: "biller-fields for a `billerId` the sandbox does not list, e.g. `BILLER999999`.",
    steps: [
      {
        operation: "biller-fields",
        body: { categoryCode: exampleBiller.categoryCode, billerId: "BILLER999999" },
      },
    ],
  },
  {
    group: "Fields",
    code: "ERR999",
    notProduced:
      "The catalogue lists it as success for biller-fields; the sandbox answers a successful biller-fields call with `success`, as every call does. Accept both as success until onboarding confirms the code production sends.",
  },
  {
    group: "List",
    code: "ERR000",
    trigger: `biller-list for category ${code(emptyCategory.categoryCode)}, which has no billers.`,
    steps: [{ operation: "biller-list", body: { categoryCode: emptyCategory.categoryCode } }],
  },
  {
    group: "List",
    code: "ERR100",
    trigger: "biller-list without `categoryCode`.",
    steps: [{ operation: "biller-list", body: {} }],
  },
  ...(["BFR001", "BFR004", "BFR008"] as const).map((bfr) => ({
    group: "Bill retrieval",
    code: bfr,
    trigger: `get-fetched-bill after a fetch for customer parameter value ${code(scenario(bfr))}.`,
    steps: [
      fetchStep(
        fetchFor(exampleBiller, { customerParams: [{ name: "Consumer Number", value: scenario(bfr) }] }),
      ),
      getBill,
    ] as const,
  })),
  {
    group: paymentGroup,
    code: "AM05",
    trigger:
      "make-payment with a `referenceId` used before, or for a bill already paid (even with another bill context from the same fetch).",
    steps: [...fetchedBill(), payment(), getBill, payment()],
  },
  {
    group: paymentGroup,
    code: "ERR_PYMT_DUPLICATE",
    trigger: `Pay a bill of biller ${code(failingOn("ERR_PYMT_DUPLICATE").billerId)}, whose payments are reversed.`,
    steps: [...fetchedBill(failingOn("ERR_PYMT_DUPLICATE")), payment()],
  },
  {
    group: paymentGroup,
    code: "ERR125",
    notProduced: "make-payment has no prebook flag, so none can mismatch.",
  },
  {
    group: paymentGroup,
    code: "ERR159",
    trigger: `make-payment with \`remittanceDetails.accountNumber\` ${code(failingAccountNumber)}, an account whose validation fails.`,
    steps: [
      ...fetchedBill(),
      payment({ remittanceDetails: { accountNumber: failingAccountNumber, accountHolderName: "Asha Rao" } }),
    ],
  },
  {
    group: paymentGroup,
    code: "ERR178",
    trigger: "make-payment with an `accountNumber` that is not 16 digits.",
    steps: [
      ...fetchedBill(),
      payment({ remittanceDetails: { accountNumber: "12345", accountHolderName: "Asha Rao" } }),
    ],
  },
  {
    group: paymentGroup,
    code: "ERR181",
    trigger: "make-payment with a `context` the sandbox did not issue.",
    steps: [payment({ context: "not-a-sandbox-context" })],
  },
  {
    group: paymentGroup,
    code: "ERR182",
    trigger: "make-payment with a bill context more than 30 minutes old.",
    steps: [...fetchedBill(), payment({}, 31 * 60)],
  },
  {
    group: paymentGroup,
    code: "ERR183",
    trigger: "make-payment with the context of another step, e.g. bill-fetch-request's.",
    steps: [...fetchedBill(), payment({ context: "<context from bill-fetch-request>" })],
  },
  {
    group: paymentGroup,
    code: "ERROR",
    trigger: `Pay a bill of biller ${code(failingOn("ERROR").billerId)}, whose payment system is down; nothing is recorded, so the same \`referenceId\` can be sent again.`,
    steps: [...fetchedBill(failingOn("ERROR")), payment()],
  },
  {
    group: "Payment status",
    code: "ERR000",
    trigger: "get-payment-status with a context that paid nothing, e.g. get-fetched-bill's.",
    steps: [
      ...fetchedBill(),
      { operation: "get-payment-status", body: { context: "<context from get-fetched-bill>" } },
    ],
  },
];
