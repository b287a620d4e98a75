/**
 * InstaCollect figures against a running portal server:
 * - `bill-link` and `direct-link` (the deepest input, which checks the customer params) under the
 *   sandbox benchmark's load (autocannon, 10 connections), three rounds of 5 s each: requests a
 *   second, p50 and p99 (the rounds' medians);
 * - the hosted payment page on a phone: Lighthouse's mobile run, median of three, each on a link
 *   of its own (a link opens once), landing on the bill.
 *
 *   tsx bench/instacollect.ts http://127.0.0.1:4000
 */
import autocannon from "autocannon";
import { fileURLToPath } from "node:url";
import { deliverySettings } from "../content/sandbox/deliveries";
import type { ExtraFigures, Figure, FigureContext } from "./extra-figures";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { median } from "./statistics";

const apiHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);
const headers = { "content-type": "application/json", ...apiHeaders };

const operations = {
  "bill-link": { billId: "SBX-BILL-POWER", mobileNumber: "9876543210" },
  "direct-link": {
    mobileNumber: "9876543210",
    categoryName: "Electricity",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    redirectTo: "https://partner.example.com/done",
    defaultAmount: "1500.00",
  },
} as const;

type Round = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

async function round(origin: string, path: string, body: unknown): Promise<Round> {
  const result = await autocannon({
    url: `${origin}/sandbox/${path}`,
    method: "POST",
    headers,
    body: JSON.stringify(body),
    connections: 10,
    duration: 5,
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function createLink(origin: string): Promise<string> {
  const response = await fetch(`${origin}/sandbox/bill-link`, {
    method: "POST",
    headers,
    body: JSON.stringify(operations["bill-link"]),
  });
  const body = (await response.json()) as { link?: string };
  if (!body.link) throw new Error(`bill-link answered ${response.status}: ${JSON.stringify(body)}`);
  return body.link;
}

export async function measureInstaCollect(context: Pick<FigureContext, "origin">): Promise<ExtraFigures> {
  const figures: Figure[] = [];
  for (const [path, body] of Object.entries(operations)) {
    const rounds: Round[] = [];
    for (let index = 0; index < 3; index += 1) rounds.push(await round(context.origin, path, body));
    const failed = rounds.reduce((sum, entry) => sum + entry.non2xx + entry.errors, 0);
    if (failed > 0) throw new Error(`${path}: ${failed} answers were not 2xx`);
    const of = (key: keyof Round) => median(rounds.map((entry) => entry[key])) ?? Number.NaN;
    figures.push(
      { name: `${path}: requests a second`, value: of("requestsPerSecond"), unit: "req/s" },
      { name: `${path}: p50`, value: of("p50Ms"), unit: "ms" },
      { name: `${path}: p99`, value: of("p99Ms"), unit: "ms" },
    );
  }
  // Each run opens a link of its own: a second run on one link would see "already used".
  const runs: LighthouseFigures[] = [];
  for (let attempt = 1; runs.length < 3 && attempt <= 5; attempt += 1) {
    console.error(`bench: lighthouse hosted payment page, run ${runs.length + 1} of 3`);
    try {
      runs.push(await runLighthouse(await createLink(context.origin)));
    } catch (error) {
      console.error(`bench: lighthouse run failed: ${String(error)}`);
    }
  }
  if (runs.length === 0) throw new Error("Lighthouse failed on every run of the hosted page.");
  const scored = (key: keyof LighthouseFigures) =>
    median(runs.map((run) => run[key]).filter((value): value is number => value !== null)) ?? Number.NaN;
  figures.push(
    { name: "hosted page (mobile): performance", value: scored("performance"), unit: "score" },
    { name: "hosted page (mobile): accessibility", value: scored("accessibility"), unit: "score" },
    { name: "hosted page (mobile): best practices", value: scored("bestPractices"), unit: "score" },
    { name: "hosted page (mobile): LCP", value: scored("largestContentfulPaintMs"), unit: "ms" },
    { name: "hosted page (mobile): TBT", value: scored("totalBlockingTimeMs"), unit: "ms" },
    { name: "hosted page (mobile): CLS", value: scored("cumulativeLayoutShift"), unit: "" },
    { name: "hosted page (mobile): bytes transferred", value: scored("transferredBytes"), unit: "B" },
  );
  return { section: "InstaCollect", figures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4000";
  const measured = await measureInstaCollect({ origin });
  for (const figure of measured.figures) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
