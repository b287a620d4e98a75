/**
 * A small static server for the renderer comparison, beside (never inside) the production
 * server. It serves every file precompressed with brotli and gzip, as the portal's server does,
 * so the renderers are not penalised for transfer the portal avoids.
 */
import { createServer } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type ServedFile = {
  path: string;
  /** What the file counts as in the byte columns. */
  kind: "html" | "css" | "js" | "spec";
  body: Buffer;
  contentType: string;
};

type PreparedFile = ServedFile & { br: Buffer; gzip: Buffer };

export type ComparisonServer = { origin: string; close: () => Promise<void> };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Gzipped size at level 9, the measure the portal's byte budgets use (scripts/page-weight.ts). */
export async function gzippedSize(body: Buffer): Promise<number> {
  return (await gz(body, { level: 9 })).length;
}

async function prepare(file: ServedFile): Promise<PreparedFile> {
  const [br, gzipped] = await Promise.all([
    brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(file.body, { level: 9 }),
  ]);
  return { ...file, br, gzip: gzipped };
}

/** Serves the given files (GET and HEAD only) on 127.0.0.1 until closed. */
export async function startComparisonServer(
  files: readonly ServedFile[],
  port: number,
): Promise<ComparisonServer> {
  const byPath = new Map((await Promise.all(files.map(prepare))).map((file) => [file.path, file]));
  const server = createServer((request, response) => {
    const file = byPath.get(new URL(request.url ?? "/", "http://localhost").pathname);
    if (!file || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(file ? 405 : 404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(file ? "GET and HEAD only" : "Not found");
      return;
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    const body = encoding ? file[encoding] : file.body;
    response.writeHead(200, {
      "Content-Type": file.contentType,
      "Content-Length": body.length,
      // Pages revalidate and assets are cached for a year, as the portal serves its own.
      "Cache-Control": file.kind === "html" ? "no-cache" : "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
