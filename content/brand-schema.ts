/**
 * The brand a build is given, checked when the site is built (scripts/postbuild.ts) and in the unit
 * tests, so that the browser never ships the validator. The values are read as brand.ts reads
 * them: an empty variable counts as unset.
 */
import { z } from "zod";
import { brandVariables, defaultBrandName, defaultSupportEmail } from "./brand";

const brandSchema = z.object({
  name: z
    .string()
    .max(60, "at most 60 characters: it is the header's title")
    .regex(/^\S(.*\S)?$/, "text without spaces at either end"),
  supportEmail: z.email("an e-mail address, such as partner-support@example.com"),
});

export type Brand = z.infer<typeof brandSchema>;

export type BuildBrand = {
  brand: Brand;
  /** The fields whose variable was set; the others have their defaults. */
  fromEnvironment: (keyof Brand)[];
};

/**
 * The brand from a build's environment, or an error that names each variable at fault, e.g.
 * `VITE_PORTAL_SUPPORT_EMAIL is "support": an e-mail address, such as partner-support@example.com`.
 */
export function brandFromEnvironment(env: Record<string, string | undefined>): BuildBrand {
  const fields = Object.keys(brandVariables) as (keyof Brand)[];
  const given = (field: keyof Brand) => env[brandVariables[field]] || undefined;
  const input = {
    name: given("name") ?? defaultBrandName,
    supportEmail: given("supportEmail") ?? defaultSupportEmail,
  };
  const parsed = brandSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.path[0] as keyof Brand;
      return `${brandVariables[field]} is ${JSON.stringify(input[field])}: ${issue.message}`;
    });
    throw new Error(problems.join("\n"));
  }
  return { brand: parsed.data, fromEnvironment: fields.filter((field) => given(field) !== undefined) };
}

/**
 * One line for the build's output, e.g. `Brand: Bank APIs · support: partner-support@example.com
 * (defaults; set VITE_PORTAL_BRAND_NAME / VITE_PORTAL_SUPPORT_EMAIL)`.
 */
export function describeBrand({ brand, fromEnvironment }: BuildBrand): string {
  const values = `Brand: ${brand.name} · support: ${brand.supportEmail}`;
  const variables = Object.values(brandVariables);
  if (fromEnvironment.length === 0) return `${values} (defaults; set ${variables.join(" / ")})`;
  if (fromEnvironment.length === variables.length) return `${values} (from ${variables.join(" / ")})`;
  const note = (field: keyof Brand) =>
    fromEnvironment.includes(field)
      ? `from ${brandVariables[field]}`
      : `default; set ${brandVariables[field]}`;
  return `Brand: ${brand.name} (${note("name")}) · support: ${brand.supportEmail} (${note("supportEmail")})`;
}
