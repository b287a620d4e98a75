/**
 * The same OpenAPI document rendered by Redoc and by Swagger UI, measured as the portal's own
 * reference pages are: gzipped bytes of what the page loads, and Lighthouse's median of three.
 */
import { gzippedSize, startComparisonServer, type ServedFile } from "./comparison-server";
import { pickComparisonSpec } from "./comparison-spec";
import { countOperations } from "./count-operations";
import { lighthouseMedian, type LighthouseResult } from "./lighthouse";
import { rendererPages } from "./renderer-pages";

export type RendererBytes = { html: number; css: number; js: number; spec: number };

export type RendererMeasurement = {
  name: string;
  url: string;
  bytes: RendererBytes;
  lighthouse: LighthouseResult;
};

export type RendererComparison = {
  /** The document compared, relative to the project root. */
  specSource: string;
  operations: number;
  renderers: RendererMeasurement[];
};

async function bytesOf(files: readonly ServedFile[]): Promise<RendererBytes> {
  const bytes: RendererBytes = { html: 0, css: 0, js: 0, spec: 0 };
  for (const file of files) bytes[file.kind] += await gzippedSize(file.body);
  return bytes;
}

/** Serves both renderers on `port`, measures them one after the other, and stops the server. */
export async function compareRenderers(port: number): Promise<RendererComparison> {
  const spec = await pickComparisonSpec();
  const pages = await rendererPages(spec.document);
  const files = [...new Map(pages.flatMap((page) => page.files).map((file) => [file.path, file])).values()];
  const server = await startComparisonServer(files, port);
  try {
    const renderers: RendererMeasurement[] = [];
    for (const page of pages) {
      const url = `${server.origin}${page.path}`;
      renderers.push({
        name: page.name,
        url,
        bytes: await bytesOf(page.files),
        lighthouse: await lighthouseMedian(url, { label: page.name }),
      });
    }
    return { specSource: spec.source, operations: countOperations(spec.document), renderers };
  } finally {
    await server.close();
  }
}
