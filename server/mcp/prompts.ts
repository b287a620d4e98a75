/** A few starting points an assistant's user can pick, each pointing at the tools that answer it. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const user = (text: string) => ({
  messages: [{ role: "user" as const, content: { type: "text" as const, text } }],
});

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    "integrate-bill-payment",
    {
      title: "Integrate bill payment",
      description:
        "Write a client for the bill-payment chain (fetch, fetched bill, payment, status) in a language.",
      argsSchema: {
        language: z.string().min(1).max(40).describe("e.g. TypeScript, Python, Java, C#, Go, PHP"),
      },
    },
    ({ language }) =>
      user(
        [
          `Integrate the bank's bill payment API (BBPS COU) in ${language}.`,
          "Use the portal's tools: get_operation for billFetchRequest, getFetchedBill, makePayment and getPaymentStatus (fields, headers, codes);",
          "run_flow `bill-payment` to see the chain answer in the sandbox, and how each call's `context` feeds the next;",
          "lookup_code for any code an answer carries. Write the client against the sandbox URLs first, with the published credentials",
          "read from configuration, and handle every documented code of each call.",
        ].join(" "),
      ),
  );

  server.registerPrompt(
    "issue-fastag",
    {
      title: "Issue and recharge a FASTag",
      description:
        "Write the FASTag issuance and recharge flow (dedupe, vehicle status, OTP, wallet creation and status, recharge) in a language.",
      argsSchema: { language: z.string().min(1).max(40).describe("e.g. TypeScript, Python, Java") },
    },
    ({ language }) =>
      user(
        [
          `Implement FASTag issuance and recharge in ${language}.`,
          "Use get_operation for dedupe, vehicleStatus, generateOtp, validateOtp, createWallet, walletCreationStatus, rechargeRequest and rechargeEnquiry;",
          "run_flow `fastag-issuance` and `fastag-recharge` to see the sandbox answer each step, including the asynchronous statuses you must poll; lookup_code for each statusCode.",
        ].join(" "),
      ),
  );

  server.registerPrompt(
    "explain-code",
    {
      title: "Explain a code",
      description:
        "What a status or error code means, which call answers it, and how to reproduce and handle it.",
      argsSchema: {
        code: z.string().min(1).max(100).describe("e.g. ERR181, BFR004, wallet-creation-successful"),
      },
    },
    ({ code }) =>
      user(
        `Explain the code ${code}: use lookup_code for its meanings and sandbox trigger, get_operation for the operation that answers it, then reproduce it with call_sandbox and say how my integration should handle it.`,
      ),
  );
}
