/**
 * Brotli and gzip copies of every text file of the build, next to it (`<file>.br`, `<file>.gz`),
 * so the server never compresses at request time (server/static-site.ts loads them).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Files worth compressing: text, and Pagefind's data files, which the build stores uncompressed
 * (scripts/search-index.ts) so that the browser inflates them rather than Pagefind's JavaScript.
 */
export const compressible =
  /\.(html|m?js|css|svg|json|txt|xml|md|yaml|map|data|pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/;

/** Every file under `dir`, depth first. */
export async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes the copies for every compressible file under `dir`; returns how many files it compressed.
 * Brotli's highest quality takes seconds on the larger files; it is paid once per build.
 */
export async function precompress(dir: string, { brotliQuality = 11 } = {}): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!compressible.test(file)) continue;
    jobs.push(
      readFile(file).then(async (body) => {
        const [br, gzipped] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}
