/**
 * The portal's name and the support address (`{email}` in the specification), set here once. Part
 * of the site map, kept apart because every page's frame needs them in the browser.
 */
export const brand = {
  name: "Bank APIs",
  supportEmail: "partner-support@example.com",
} as const;
