/**
 * The shape of the sandbox's fixtures (content/sandbox/fixtures.ts), checked when the server
 * starts and in the unit tests, so that the browser, which only reads the published values,
 * never ships the validator.
 */
import { z } from "zod";

const nonBlank = z.string().trim().min(1);

const regexSchema = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, "not a valid regular expression");

const credentialHeaderSchema = z.object({
  /** The header's name in cou.yaml (a placeholder name until onboarding). */
  name: z.string().regex(/^[a-z0-9-]+$/),
  label: nonBlank,
  value: nonBlank,
});

const customerParamSchema = z.object({
  paramName: nonBlank,
  dataType: z.enum(["Numeric", "Alphanumeric", "Alpha"]),
  minLength: z.int().min(0),
  maxLength: z.int().min(1),
  regex: regexSchema,
  optional: z.boolean(),
  cardExpiry: z.boolean(),
});

const billerSchema = z.object({
  billerId: nonBlank,
  name: nonBlank,
  aliasName: nonBlank,
  description: nonBlank,
  categoryCode: nonBlank,
  type: z.enum(["BBPS", "EBPP"]),
  exactness: z.enum(["ADHOC", "BOTH", "EXACT", "EXACT_DOWN", "EXACT_UP", "ANY"]),
  status: z.enum(["active", "inactive", "deregistered"]),
  /** Why this biller is in the sandbox: which rule it lets a partner try. */
  purpose: nonBlank,
  customerParams: z.array(customerParamSchema).min(1),
  paymentChannels: z.array(
    z.object({ paymentChannel: nonBlank, minLimit: z.int().min(0), maxLimit: z.int().min(1) }),
  ),
  paymentModes: z.array(z.object({ paymentMode: nonBlank, minLimit: z.int().min(0) })),
  timeout: z.int().positive(),
  /**
   * How this biller fails on purpose: the catalogued code the named call answers, after a delay for
   * a biller that is slow to answer. A biller without one answers normally.
   */
  failure: z
    .object({
      operation: z.enum(["billFetchRequest", "makePayment"]),
      code: z.enum([
        "ERR_CONN",
        "ERR_URL",
        "ERR_TECHNICAL",
        "ERR_TIMEOUT",
        "ERRSSLCER",
        "ERR130",
        "ERR166",
        "ERROR",
        "ERR_PYMT_DUPLICATE",
      ]),
      afterSeconds: z.number().min(0).max(10).optional(),
    })
    .optional(),
  /** Whether the biller offers auto payment (ERR222 when it does not). */
  autoPayment: z.boolean().optional(),
  /** An example customer parameter value per parameter, shown on the page. */
  exampleParams: z.array(z.object({ name: nonBlank, value: nonBlank })).min(1),
  bill: z.object({
    customerName: nonBlank,
    amount: z.int().positive(),
    billPeriod: z.enum([
      "ONETIME",
      "DAILY",
      "WEEKLY",
      "BIMONTHLY",
      "MONTHLY",
      "QUARTERLY",
      "HALFYEARLY",
      "YEARLY",
      "ASPRESENTED",
    ]),
    additionalInfo: z.array(z.object({ name: nonBlank, value: z.string() })).max(4),
  }),
});

const istDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "YYYY-MM-DD HH:MM:SS (IST)");

// Records keep every field they are given; the filters read these. Keys are declared in the
// order the response shows them, which is the order a parsed record keeps.
const reportRecordSchema = z.looseObject({
  bill: z.looseObject({}),
  payment: z.looseObject({
    txnReferenceId: nonBlank,
    date: istDateTime,
    settlements: z.array(z.looseObject({ date: istDateTime })).nullable(),
  }),
  BBPS: z.looseObject({ BBPSBillerID: nonBlank }),
  reposting: z.looseObject({}),
});

const transactionSchema = z.discriminatedUnion("outcome", [
  z.object({ txnReferenceId: nonBlank, outcome: z.literal("PENDING") }),
  z.object({
    txnReferenceId: nonBlank,
    outcome: z.enum(["SUCCESSFUL", "FAILED"]),
    payment: z.record(z.string(), z.unknown()),
  }),
]);

export const sandboxFixturesSchema = z
  .object({
    couCredentials: z.array(credentialHeaderSchema).length(7),
    categories: z.array(z.object({ categoryCode: nonBlank, categoryName: nonBlank })).min(1),
    billers: z.array(billerSchema).min(1),
    billScenarios: z.array(
      z.object({ value: nonBlank, code: z.enum(["BFR001", "BFR004", "BFR008"]), description: nonBlank }),
    ),
    /** The sandbox header that marks a bill-fetch-request as an auto fetch or an auto payment. */
    autoHeader: z.object({
      name: z.string().regex(/^x-sandbox-[a-z-]+$/),
      values: z.tuple([z.literal("fetch"), z.literal("payment")]),
    }),
    /** A well-formed remitter account number whose debtor validation fails (ERR159). */
    failingAccountNumber: z.string().regex(/^[0-9]{16}$/),
    provider: z.object({
      credentials: z.object({
        status: z.object({ clientID: nonBlank, secret: nonBlank }),
        reports: z.object({ email: z.email(), password: nonBlank, otp: nonBlank, grant_type: nonBlank }),
      }),
      transactions: z.array(transactionSchema),
      reportRecords: z.array(reportRecordSchema),
    }),
  })
  .superRefine((fixtures, context) => {
    const categoryCodes = new Set(fixtures.categories.map((category) => category.categoryCode));
    const billerIds = new Set<string>();
    fixtures.billers.forEach((biller, index) => {
      if (billerIds.has(biller.billerId))
        context.addIssue({
          code: "custom",
          path: ["billers", index, "billerId"],
          message: "duplicate billerId",
        });
      billerIds.add(biller.billerId);
      if (!categoryCodes.has(biller.categoryCode))
        context.addIssue({
          code: "custom",
          path: ["billers", index, "categoryCode"],
          message: "unknown category",
        });
    });
  });

export type SandboxFixtures = z.infer<typeof sandboxFixturesSchema>;
export type SandboxFixturesInput = z.input<typeof sandboxFixturesSchema>;
export type SandboxBillerFixtureInput = SandboxFixturesInput["billers"][number];
