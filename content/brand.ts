/**
 * The portal's name and the support address partners write to. A deployment sets
 * them when it builds (README, "Brand and support address"); brand-schema.ts checks them and the
 * build prints the values in use. Part of the site map, kept apart because every page's frame
 * needs them in the browser.
 */
export const defaultBrandName = "Bank APIs";
export const defaultSupportEmail = "partner-support@example.com";

/** The build's environment variables, by field. */
export const brandVariables = {
  name: "VITE_PORTAL_BRAND_NAME",
  supportEmail: "VITE_PORTAL_SUPPORT_EMAIL",
} as const;

// Vite writes import.meta.env.VITE_* into the pages and their scripts as constants, so the browser
// gets two strings and no code; the build's scripts, run by tsx, have no import.meta.env and read
// the same variables from the process. An empty variable counts as unset.
export const brand: { name: string; supportEmail: string } = {
  name:
    (import.meta.env ? import.meta.env.VITE_PORTAL_BRAND_NAME : process.env.VITE_PORTAL_BRAND_NAME) ||
    defaultBrandName,
  supportEmail:
    (import.meta.env ? import.meta.env.VITE_PORTAL_SUPPORT_EMAIL : process.env.VITE_PORTAL_SUPPORT_EMAIL) ||
    defaultSupportEmail,
};
