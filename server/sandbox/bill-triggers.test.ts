import { describe, expect, it } from "vitest";
import { billCodeTriggers, type BillCodeTrigger } from "../../content/sandbox/bill-triggers";
import { emptyMemory, fillPlaceholders, remember } from "../../core/sandbox/try-it-memory";
import { loadSandboxSpecs } from "./load-specs";
import { cou, testSandbox, type Json } from "./sandbox-client.test-data";

/** The published trigger table against the sandbox it describes and the catalogue it covers. */

const catalogue = (loadSandboxSpecs().cou["x-error-groups"] ?? []).flatMap((group) =>
  group.codes.map((entry) => ({ group: group.name, code: entry.code, meaning: entry.meaning })),
);

let references = 0;

async function replay(steps: Extract<BillCodeTrigger, { steps: unknown }>["steps"]) {
  const { app, clock } = testSandbox();
  let memory = emptyMemory();
  const answers: { operation: string; status: number; body: Json }[] = [];
  for (const step of steps) {
    clock.advance(step.afterSeconds ?? 0);
    memory = { ...memory, latest: { ...memory.latest, referenceId: `REF-TRIGGER-${++references}` } };
    const body = fillPlaceholders(step.body, memory, "2026-11-22");
    const answer = await cou(app, step.operation, body, { ...step.headers });
    answers.push({ operation: step.operation, ...answer });
    memory = remember(memory, step.operation, answer.body);
  }
  return answers;
}

describe("the bill API's trigger table", () => {
  it("lists every code of the error catalogue once, under its group", () => {
    expect(billCodeTriggers.map(({ group, code }) => `${group}: ${code}`).sort()).toEqual(
      catalogue.map(({ group, code }) => `${group}: ${code}`).sort(),
    );
  });

  it("leaves out only codes no request can be tied to", () => {
    expect(
      billCodeTriggers.filter((trigger) => "notProduced" in trigger).map((trigger) => trigger.code),
    ).toEqual(["ERR113", "ERR175–ERR177", "ERR192", "ERR193", "ERR999", "ERR125"]);
  });

  const produced = billCodeTriggers.filter(
    (trigger): trigger is Extract<BillCodeTrigger, { steps: unknown }> => "steps" in trigger,
  );
  it.each(produced.map((trigger) => [`${trigger.group}: ${trigger.code}`, trigger] as const))(
    "%s: the published steps get the code with its documented meaning",
    async (_name, trigger) => {
      const answers = await replay(trigger.steps);
      const last = answers.at(-1);
      const expected = trigger.answers ?? trigger.code;
      // Every step before the last is the ordinary flow, and succeeds.
      expect(answers.slice(0, -1).map((answer) => answer.body.statusCode)).toEqual(
        answers.slice(0, -1).map(() => "success"),
      );
      expect(last?.status).toBe(200);
      expect(last?.body.statusCode).toBe(expected);
      const meaning = catalogue.find(
        (entry) => entry.group === trigger.group && entry.code === trigger.code,
      )?.meaning;
      expect(last?.body.statusMessage).toContain(meaning);
    },
    10_000,
  );
});
