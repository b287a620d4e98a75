/** Where the build writes Pagefind's runtime (scripts/search-index.ts). */
export const pagefindUrl = "/pagefind/pagefind.js";
