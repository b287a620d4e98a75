import { describe, expect, it } from "vitest";
import { markerOperation, sampleMarkers } from "../../core/sandbox/sample-markers";
import { sandboxMountPath, sandboxSpecIds, type SandboxSpecId } from "../../core/sandbox/sandbox-url";
import type { Sandbox } from "../../server/sandbox/create-sandbox";
import { loadSandboxSpecs } from "../../server/sandbox/load-specs";
import { testSandbox } from "../../server/sandbox/sandbox-client.test-data";
import { fetchSandboxRequest } from "../../server/sandbox/sandbox-request";
import { fastagHeaders } from "./fastag";
import { sandboxFixtures } from "./fixtures";
import { publishedHeaderValue } from "./published-headers";
import { sampleFlows, sandboxSampleRequest, sampleStep } from "./sample-flows";
import {
  documentedOperationIds,
  requestExampleNames,
  runSampleFlow,
  sampleCall,
  type RanStep,
  type SampleAnswer,
  type SampleCall,
} from "./sample-flows.test-data";

const specs = loadSandboxSpecs();

/** Sends a sample's request to the sandbox at its full URL, as a program run on this machine would. */
const sender =
  (sandbox: Sandbox) =>
  async (call: SampleCall): Promise<SampleAnswer> => {
    const headers = new Headers(call.headers.map(({ name, value }): [string, string] => [name, value]));
    if (call.body !== undefined) headers.set("Content-Type", "application/json");
    const request = new Request(new URL(call.url, "http://localhost:4000"), {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    const answer = await sandbox.answer(fetchSandboxRequest(request, sandboxMountPath, "127.0.0.1"));
    return { status: answer.status, body: JSON.parse(answer.body) };
  };

function expectAnswered({ step, answer }: RanStep) {
  const seen = `${step.operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(answer.status, seen).toBe(step.expect.status);
  if (step.expect.statusCode) expect(step.expect.statusCode, seen).toContain(answer.body.statusCode);
  if (step.expect.fields) expect(answer.body, seen).toMatchObject(step.expect.fields);
  for (const field of step.expect.has ?? []) expect(answer.body, seen).toHaveProperty(field);
}

/** `<placeholder>`s a document leaves for values issued at onboarding; markers are not among them. */
const placeholders = (text: string) =>
  (text.match(/<[^<>"]+>/g) ?? []).filter((found) => !sampleMarkers(text).includes(found));

describe("the sandbox samples", () => {
  it.each(sandboxSpecIds)("%s: every operation of the document runs once, or once per variant", (specId) => {
    const flow = sampleFlows[specId].map((step) => `${step.operationId} ${step.variant ?? ""}`);
    expect([...new Set(sampleFlows[specId].map((step) => step.operationId))].sort()).toEqual(
      documentedOperationIds(specs[specId]).sort(),
    );
    expect(new Set(flow).size).toBe(flow.length);
    for (const step of sampleFlows[specId].filter((candidate) => candidate.variant)) {
      const examples = requestExampleNames(specs[specId], step.operationId);
      expect(examples, `${step.operationId} ${step.variant}`).toContain(step.variant);
    }
  });

  it.each(sandboxSpecIds)("%s: leaves no onboarding placeholder, only markers", (specId) => {
    for (const step of sampleFlows[specId]) {
      const text = JSON.stringify(sampleCall(specId, specs[specId], step));
      expect(placeholders(text), step.operationId).toEqual([]);
    }
  });

  it.each(sandboxSpecIds)("%s: each marker names a call earlier in the flow", (specId) => {
    const earlier: string[] = [];
    for (const step of sampleFlows[specId]) {
      const call = sampleCall(specId, specs[specId], step);
      const markers = sampleMarkers(JSON.stringify([call, step.pathParameters ?? {}]));
      for (const marker of markers) {
        expect(earlier, `${step.operationId}: ${marker}`).toContain(/ from ([a-z0-9-]+)>$/.exec(marker)?.[1]);
      }
      earlier.push(markerOperation(call.url));
    }
  });

  it.each(sandboxSpecIds)("%s: an answer other than plain success says why", (specId) => {
    const unusual = sampleFlows[specId].filter(
      (step) => step.expect.status >= 300 || (step.expect.statusCode?.length ?? 0) > 1,
    );
    for (const step of unusual) expect(step.note, step.operationId).toMatch(/\S/);
  });

  it.each(sandboxSpecIds)("%s: the flow gets its documented answers on a fresh sandbox", async (specId) => {
    const { sandbox } = testSandbox();
    const { ran } = await runSampleFlow(specId, specs[specId], sender(sandbox));
    for (const step of ran) expectAnswered(step);
  });

  it("runs all five flows one after another on one sandbox on the real clock, deliveries running", async () => {
    // As a language's run meets a served sandbox, but with no receiver: an attempt is all it takes.
    const { sandbox } = testSandbox({ now: Date.now, send: async () => ({ error: "nothing listens here" }) });
    sandbox.start();
    try {
      let memory;
      for (const specId of sandboxSpecIds) {
        const flow = await runSampleFlow(specId, specs[specId], sender(sandbox), memory);
        for (const step of flow.ran) expectAnswered(step);
        memory = flow.memory;
      }
    } finally {
      await sandbox.stop();
    }
  });

  it("fills the templated paths from the answers before them", async () => {
    const { sandbox } = testSandbox();
    const { ran } = await runSampleFlow("deliveries", specs.deliveries, sender(sandbox));
    const [created, read] = ran;
    expect(read?.call.url).toBe("/sandbox/deliveries/{deliveryId}");
    expect(read?.sent.url).toBe(`/sandbox/deliveries/${String(created?.answer.body.id)}`);
  });
});

describe("sandboxSampleRequest", () => {
  const documented = {
    method: "POST",
    path: "/api/transaction/status",
    headers: [
      { name: "bank-channel-id", value: "<BANK-CHANNEL-ID>" },
      { name: "authorization", value: "Bearer <token>" },
      { name: "x-trace", value: "kept" },
    ],
    body: { txnReferenceId: "documented" },
  };

  it("puts the published values in credential headers whatever their case", () => {
    expect(publishedHeaderValue("BANK-CHANNEL-ID")).toBe(fastagHeaders[0]?.value);
    expect(publishedHeaderValue("Client-Secret")).toBe(
      sandboxFixtures.couCredentials.find((header) => header.name === "client-secret")?.value,
    );
    expect(publishedHeaderValue("x-unknown")).toBeUndefined();
  });

  it("applies the step's headers over the documented ones, in the documented header's name", () => {
    const request = sandboxSampleRequest("provider", "getTransactionStatus", documented);
    expect(request.headers).toEqual([
      { name: "bank-channel-id", value: publishedHeaderValue("BANK-CHANNEL-ID") },
      { name: "authorization", value: "Bearer <token from token>" },
      { name: "x-trace", value: "kept" },
    ]);
    expect(request.body).toEqual(sampleStep("provider", "getTransactionStatus")?.body);
    expect(request.path).toBe(documented.path);
  });

  it("keeps the documented body of a step without one, and of an operation without a step", () => {
    expect(sandboxSampleRequest("cou", "getFetchedBill", documented).body).toEqual(documented.body);
    expect(sandboxSampleRequest("instacollect", "paymentEvent", documented).body).toEqual(documented.body);
  });
});

const flowOf = (specId: SandboxSpecId) => sampleFlows[specId].map((step) => step.operationId);
it("keeps the documented flow orders", () => {
  expect(flowOf("cou").slice(5, 9)).toEqual([
    "billFetchRequest",
    "getFetchedBill",
    "makePayment",
    "getPaymentStatus",
  ]);
  expect(flowOf("fastag").slice(0, 5)).toEqual([
    "generateOtp",
    "validateOtp",
    "dedupe",
    "createWallet",
    "walletCreationStatus",
  ]);
});
