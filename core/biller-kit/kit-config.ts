/**
 * What the biller conformance kit needs to run: the biller's endpoint URLs, the guide version they
 * follow, the test customers they provide and optional authentication. One zod schema serves the
 * command line, the portal's form and the server that runs the form's suite.
 */
import * as z from "zod";
import { kitVersionIds } from "../../content/biller-kit/kit-versions";

const url = z
  .string()
  .trim()
  .max(2048, "A URL is at most 2,048 characters.")
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "Give an absolute http:// or https:// URL.",
  });

const text = (what: string, max = 256) =>
  z.string().trim().min(1, `${what} is empty.`).max(max, `${what} is at most ${max} characters.`);

export const kitAuthSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("none") }),
  z.object({ type: z.literal("basic"), username: text("The user name"), password: z.string().max(256) }),
  z.object({ type: z.literal("bearer"), token: text("The bearer token", 4096) }),
  z.object({
    type: z.literal("jwt"),
    /** The scheme id the token names in `aud` (see /bbps/jwt). */
    audience: text("The audience (scheme id)"),
    secret: text("The shared secret", 1024),
    /** The header that carries the token is issued during onboarding; `Authorization` sends `Bearer <token>`. */
    header: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "A header name is letters, digits and dashes."),
  }),
]);

export const kitConfigSchema = z
  .object({
    version: z.enum(kitVersionIds),
    endpoints: z
      .object({
        fetch: url.optional(),
        posting: url.optional(),
        validation: url.optional(),
        settlementNotification: url.optional(),
        paymentNotification: url.optional(),
      })
      .refine((endpoints) => Object.values(endpoints).some((value) => value !== undefined), {
        message: "Give at least one endpoint URL.",
      }),
    customers: z.object({
      /** A customer with a bill due. */
      due: text("The customer with a bill due"),
      /** An identifier the biller does not know. */
      unknown: text("The unknown customer"),
      /** A customer with nothing due. */
      nothingDue: text("The customer with nothing due"),
    }),
    /** The request field that carries the identifier; its name varies by biller. */
    identifierField: z
      .string()
      .trim()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, "A field name is letters, digits and underscores.")
      .default("loan_number"),
    /** The name of the customerParams entry (aggregator and validation requests); the biller's own. */
    customerParamName: text("The customerParams name", 64).default("Loan Number"),
    /** The biller ID aggregator requests carry. */
    billerId: text("The biller ID", 64).optional(),
    /**
     * The payment the kit posts when it has no fetched bill to pay (plan MDM, or no fetch URL given);
     * with a fetched bill the kit pays that bill's amount and number.
     */
    payment: z
      .object({
        amountPaise: z.number().int().positive().max(10_000_000_000),
        billNumber: text("The bill number", 64),
      })
      .optional(),
    auth: kitAuthSchema.default({ type: "none" }),
    /** How long one call may take before it counts as unanswered. */
    timeoutMs: z.number().int().min(500).max(30_000).default(10_000),
  })
  .refine((config) => config.version !== "aggregator" || config.billerId !== undefined, {
    message: "Aggregator requests carry the biller ID: give billerId.",
    path: ["billerId"],
  });

/** What a biller writes (defaults may be left out). */
export type KitConfigInput = z.input<typeof kitConfigSchema>;
export type KitConfig = z.infer<typeof kitConfigSchema>;
export type KitAuth = z.infer<typeof kitAuthSchema>;
export type KitEndpoint = keyof KitConfig["endpoints"];
