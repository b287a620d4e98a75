/**
 * The catch-all route is prerendered at this path and the build moves the result to `404.html`,
 * which the server sends, with status 404, for every path the site map does not know.
 */
export const notFoundPrerenderPath = "/404";
