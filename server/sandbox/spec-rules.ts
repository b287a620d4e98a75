import { z } from "zod";
import { resolveRef, type OpenApiDocument, type SchemaObject } from "../../core/openapi/openapi";
import type { CouRules } from "../../core/sandbox/cou-runtime";

const mandatoryByChannelSchema = z.record(z.string(), z.array(z.string()));
const issueTypesSchema = z.array(z.string()).nonempty();
const editabilitySchema = z.record(
  z.string(),
  z.enum(["fixed", "up-to-bill-amount", "at-least-bill-amount", "any"]),
);

function schemaNamed(document: OpenApiDocument, name: string): SchemaObject {
  const schema = document.components?.schemas?.[name];
  if (!schema)
    throw new Error(`cou.yaml: components.schemas.${name} is missing; the sandbox reads its rule from it.`);
  return resolveRef(document, schema);
}

function extension<T>(
  document: OpenApiDocument,
  schemaName: string,
  key: `x-${string}`,
  shape: z.ZodType<T>,
): T {
  const parsed = shape.safeParse(schemaNamed(document, schemaName)[key]);
  if (!parsed.success)
    throw new Error(
      `cou.yaml: components.schemas.${schemaName}.${key} is missing or malformed: ${parsed.error.message}`,
    );
  return parsed.data;
}

/**
 * The rules the sandbox reads from cou.yaml: agent fields by channel, amount editability by
 * exactness, the error catalogue's meanings and the issue types in their listed order. A document
 * without them stops the server at start-up rather than serving a sandbox that checks nothing.
 */
export function couRulesFrom(document: OpenApiDocument): CouRules {
  const groups = document["x-error-groups"] ?? [];
  return {
    mandatoryByChannel: extension(document, "Agent", "x-mandatory-by-channel", mandatoryByChannelSchema),
    amountEditability: extension(document, "Exactness", "x-amount-editability", editabilitySchema),
    issueTypes: issueTypesOf(document),
    meaningOf: (operationId, code) => {
      const own = groups.filter((group) => group.operations?.includes(operationId));
      for (const group of [...own, ...groups]) {
        const entry = group.codes.find(
          (candidate) => candidate.code === code || inRange(candidate.code, code),
        );
        if (entry) return entry.meaning;
      }
      return undefined;
    },
  };
}

function issueTypesOf(document: OpenApiDocument): readonly string[] {
  const parsed = issueTypesSchema.safeParse(schemaNamed(document, "IssueType").enum);
  if (!parsed.success)
    throw new Error(
      `cou.yaml: components.schemas.IssueType.enum is missing or malformed: ${parsed.error.message}`,
    );
  return parsed.data;
}

/** Whether `code` falls in a catalogue range such as `DEV100–DEV110`. */
export function inRange(range: string, code: string): boolean {
  const match = /^([A-Z_]+)(\d+)[–-]\1(\d+)$/.exec(range);
  const own = /^([A-Z_]+)(\d+)$/.exec(code);
  if (!match || !own || own[1] !== match[1]) return false;
  const number = Number(own[2]);
  return number >= Number(match[2]) && number <= Number(match[3]);
}
