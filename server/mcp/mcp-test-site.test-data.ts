import * as pagefind from "pagefind";
import { writeTestSite } from "../test-site.test-data";
import type { StaticSite } from "../static-site";

/** A page as the shell renders it for the index: the marked body, its area, its title. */
const html = (title: string, area: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body data-pagefind-filter="area:${area}"><h1>${title}</h1>${body}</main></body></html>`;

const pagesHtml: Record<string, string> = {
  "/cou/api": html(
    "Bill payment API reference",
    "BBPS COU",
    `<p>Bill payment operations.</p>
     <section id="op-bill-fetch-request"><h2 id="register-a-bill-fetch">Register a bill fetch</h2><p>POST /bill-fetch-request registers a bill fetch for a customer and returns a context.</p></section>
     <section id="op-make-payment"><h2>Pay the fetched bill</h2><p>POST /make-payment pays the bill.</p></section>
     <section id="errors-payment"><h2>Payment</h2><p>ERR181 No active registration for the reference id.</p></section>`,
  ),
  "/bbps/jwt": html(
    "JWT",
    "Authentication",
    `<p>Requests are signed with an HS256 JSON Web Token.</p><h2 id="claims">Claims</h2><p>aud, iat in milliseconds, jti.</p>`,
  ),
  "/fastag/api": html(
    "FASTag API reference",
    "FASTag",
    `<section id="op-create-wallet"><h2>Create a wallet</h2><p>Wallet creation for a customer and vehicle.</p></section>`,
  ),
};

const markdown: Record<string, string> = {
  "cou/api.md":
    "# Bill payment API reference\n\nBill payment operations.\n\n## Register a bill fetch\n\n`POST /bill-fetch-request`\n\n## Pay the fetched bill\n\n`POST /make-payment`\n",
  "bbps/jwt.md":
    "# JWT\n\nSigned with HS256.\n\n## The token\n\nThree parts.\n\n### Claims\n\n`aud`, `iat`, `jti`.\n\n```sh\n# not a heading\n```\n\n## Sample code\n\nCode.\n",
};

/**
 * A stand-in build for the MCP server's tests: the site-map pages, three of them with indexed
 * content in a real Pagefind bundle, their `.md` copies, and one OpenAPI download.
 */
export async function writeMcpTestSite(): Promise<{ site: StaticSite; remove: () => Promise<void> }> {
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind returned no index");
  for (const [url, content] of Object.entries(pagesHtml)) await index.addHTMLFile({ url, content });
  const { files } = await index.getFiles();
  await pagefind.close();
  const extra: Record<string, string | Buffer> = { "specs/cou.yaml": "openapi: 3.1.0\n", ...markdown };
  for (const file of files) extra[`pagefind/${file.path}`] = Buffer.from(file.content);
  for (const [path, body] of Object.entries(pagesHtml)) extra[`${path.slice(1)}/index.html`] = body;
  return writeTestSite(extra);
}
