/**
 * FASTag sandbox figures against a running portal server: `recharge` and `wallet-balance` under
 * the sandbox benchmark's load (autocannon, 10 connections), three rounds of 5 s each, each
 * connection on a wallet of its own created through the API for the round: requests a second, p50
 * and p99 (the rounds' medians). Every recharge has a fresh `referenceId`, so each wallet's ledger
 * grows through the round (to thousands of entries) and `wallet-balance` then reads those ledgers
 * while their credits take effect.
 *
 *   tsx bench/fastag.ts http://127.0.0.1:4000
 */
import autocannon from "autocannon";
import { randomInt } from "node:crypto";
import { fileURLToPath } from "node:url";
import { fastagHeaders, fastagSettings } from "../content/sandbox/fastag";
import { walletCreationRequest } from "../content/sandbox/fastag-requests";
import type { ExtraFigures, Figure, FigureContext } from "./extra-figures";
import { median } from "./statistics";

const headers = {
  "content-type": "application/json",
  ...Object.fromEntries(fastagHeaders.map(({ name, value }) => [name, value])),
};

const connections = 10;
/** References are unique per client for a day: a run of its own keeps a second run on one server apart. */
const run = `BENCH${randomInt(1e6, 1e7)}`;

type Round = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failed: number; requests: number };

async function call(origin: string, operation: string, body: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(`${origin}/sandbox/api/mock/${operation}`, {
    method: "POST",
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { statusCode?: string; data?: { walletId?: string } };
}

/** A new FULL-KYC wallet, created through dedupe and wallet creation at the fastest time scale. */
async function newWallet(origin: string): Promise<string> {
  const mobile = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const vehicleNumber = `KA${String(randomInt(10, 99))}BN${String(randomInt(1000, 9999))}`;
  const customer = { firstName: "Bench", lastName: "Mark", mobile, dob: "1990-01-01" };
  await call(origin, "dedupe", { customer, vehicleNumber });
  const created = await call(
    origin,
    "wallet-creation",
    walletCreationRequest({ customer, vehicleNumber, cost: { topupAmount: "0" } }),
    { [fastagSettings.timeScaleHeader]: String(fastagSettings.timeScale.max) },
  );
  if (created.statusCode !== "success")
    throw new Error(`wallet-creation answered ${JSON.stringify(created)}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = await call(origin, "wallet-status", { customer, vehicleNumber });
    if (status.data?.walletId) return status.data.walletId;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The bench wallet was not created.");
}

async function round(
  origin: string,
  operation: string,
  body: (walletId: string) => unknown,
  wallets: readonly string[],
  expected: string,
): Promise<Round> {
  let assigned = 0;
  let failed = 0;
  const result = await autocannon({
    url: `${origin}/sandbox/api/mock/${operation}`,
    method: "POST",
    headers,
    connections,
    duration: 5,
    timeout: 10,
    requests: [
      {
        // Each connection keeps to a wallet of its own, as a partner's client would.
        setupRequest: (request, context) => {
          context.walletId ??= wallets[assigned++ % wallets.length];
          return { ...request, body: JSON.stringify(body(context.walletId as string)) };
        },
        onResponse: (_status, answer) => {
          if (!answer.includes(`"statusCode":"${expected}"`)) failed += 1;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: failed + result.non2xx + result.errors,
    requests: result.requests.total,
  };
}

export async function measureFastag(context: Pick<FigureContext, "origin">): Promise<ExtraFigures> {
  const rounds: Record<"recharge" | "wallet-balance", Round[]> = { recharge: [], "wallet-balance": [] };
  for (let index = 0; index < 3; index += 1) {
    const wallets: string[] = [];
    for (let connection = 0; connection < connections; connection += 1)
      wallets.push(await newWallet(context.origin));
    let reference = 0;
    const recharge = (walletId: string) => ({
      walletId,
      amount: "1.00",
      referenceId: `${run}-${index}-${reference++}`,
    });
    rounds.recharge.push(await round(context.origin, "recharge", recharge, wallets, "submitted"));
    const balance = (walletId: string) => ({ walletId });
    rounds["wallet-balance"].push(await round(context.origin, "wallet-balance", balance, wallets, "000"));
  }
  const figures: Figure[] = [];
  for (const [operation, measured] of Object.entries(rounds)) {
    const failed = measured.reduce((sum, entry) => sum + entry.failed, 0);
    if (failed > 0) throw new Error(`${operation}: ${failed} answers were not the expected code`);
    const of = (key: keyof Round) => median(measured.map((entry) => entry[key])) ?? Number.NaN;
    figures.push(
      { name: `${operation}: requests a second`, value: of("requestsPerSecond"), unit: "req/s" },
      { name: `${operation}: p50`, value: of("p50Ms"), unit: "ms" },
      { name: `${operation}: p99`, value: of("p99Ms"), unit: "ms" },
    );
  }
  figures.push({
    name: "ledger entries per wallet after a recharge round",
    value: Math.round((median(rounds.recharge.map((entry) => entry.requests)) ?? Number.NaN) / connections),
    unit: "",
  });
  return { section: "FASTag", figures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4000";
  const measured = await measureFastag({ origin });
  for (const figure of measured.figures) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
