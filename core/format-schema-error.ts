import type { z } from "zod";

/**
 * One line per problem, naming the file and the field, e.g.
 * `content/site.ts: groups.0.pages.2.description: Too small: expected string to have >=20 characters`.
 */
export function formatSchemaError(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`)
    .join("\n");
}
