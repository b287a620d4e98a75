/** Turns a run's results into the sections of the printed table. */
import type { PageWeight } from "../scripts/page-weight";
import type { RendererComparison } from "./compare-renderers";
import type { ExtraFigures } from "./extra-figures";
import { count, kilobytes, milliseconds, seconds, truncate } from "./format";
import type { Outcome } from "./outcome";
import { failed, left, lighthouseCells, lighthouseColumns, lighthouseNotes, right } from "./report-cells";
import { deliveriesSection } from "./report-deliveries";
import { siteLighthouseSection } from "./report-lighthouse";
import { scalingSection } from "./report-scaling";
import type { BenchResults } from "./results";
import type { SiteAudit } from "./site-lighthouse";
import type { TableSection } from "./table";
import type { ThroughputFigures } from "./throughput";

function machineSection(results: BenchResults): TableSection {
  const { machine } = results;
  const minutes = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 60_000;
  return {
    title: "Run",
    columns: [left("what"), left("value")],
    rows: [
      ["machine", `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB`],
      ["software", `Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}`],
      ["started", results.startedAt],
      ["duration", `${minutes.toFixed(1)} min`],
      [
        "load average",
        `${machine.loadAtStart.toFixed(1)} at the start, ${results.loadAtEnd.toFixed(1)} at the end (on ${machine.cpus} cores; above that, timings are skewed)`,
      ],
    ],
  };
}

function buildSection(build: BenchResults["build"]): TableSection {
  return {
    title: "1. Full build",
    columns: [left("command"), right("time")],
    rows: [["npm run build", build.ok ? seconds(build.value.seconds) : "failed"]],
    ...(build.ok ? {} : { notes: [truncate(build.error, 140)] }),
  };
}

function bytesSection(outcome: Outcome<PageWeight[]>): TableSection {
  const title = "2. Bytes per route, gzipped (what a page loads before interaction)";
  if (!outcome.ok) return failed(title, outcome);
  const weights = outcome.value;
  const total = (weight: PageWeight) => weight.html + weight.css + weight.js;
  const heaviest = [...weights].sort((a, b) => total(b) - total(a))[0];
  return {
    title,
    columns: [left("route"), left("kind"), right("HTML"), right("CSS"), right("JS"), right("total")],
    rows: weights.map((weight) => [
      weight.path,
      weight.kind,
      kilobytes(weight.html),
      kilobytes(weight.css),
      kilobytes(weight.js),
      kilobytes(total(weight)),
    ]),
    ...(heaviest ? { notes: [`heaviest: ${heaviest.path}, ${kilobytes(total(heaviest))}`] } : {}),
  };
}

function lighthouseSection(outcome: Outcome<SiteAudit[]>): TableSection {
  const title = "3. Lighthouse on every route, mobile preset, median of 3 runs (production server)";
  if (!outcome.ok) return failed(title, outcome);
  const section = siteLighthouseSection(title, outcome.value);
  return {
    ...section,
    notes: [
      ...(section.notes ?? []),
      "what each route under the aim lacks: findings in the JSON, or npx tsx bench/lighthouse-site.ts <origin>",
    ],
  };
}

function rendererSection(
  outcome: Outcome<RendererComparison>,
  weights: Outcome<PageWeight[]>,
  audits: Outcome<SiteAudit[]>,
): TableSection {
  const titleFor = (source: string, operations: number) =>
    `4. API reference renderers, one document (${source}, ${operations} operations)`;
  if (!outcome.ok) return failed(titleFor("?", 0), outcome);
  const { specSource, operations, renderers } = outcome.value;
  const portalPath = "/cou/api";
  const portalWeight = weights.ok ? weights.value.find((weight) => weight.path === portalPath) : undefined;
  const portalAudit = audits.ok ? audits.value.find((audit) => audit.path === portalPath) : undefined;
  const sum = (bytes: { html: number; css: number; js: number; spec: number }) =>
    bytes.html + bytes.css + bytes.js + bytes.spec;
  const portalRow = portalWeight
    ? [
        `portal ${portalPath}`,
        kilobytes(portalWeight.html),
        kilobytes(portalWeight.css),
        kilobytes(portalWeight.js),
        "in HTML",
        kilobytes(portalWeight.html + portalWeight.css + portalWeight.js),
        ...lighthouseCells(portalAudit?.lighthouse.median),
      ]
    : undefined;
  const notes = [
    "gzipped (level 9) HTML, CSS, JS and the spec as JSON, which both renderers fetch at run time;",
    "Redoc ships its styles inside its JavaScript",
    ...renderers.flatMap((renderer) => lighthouseNotes(renderer.name, renderer.lighthouse)),
  ];
  if (specSource !== "content/specs/cou.yaml")
    notes.push(
      `content/specs/cou.yaml does not exist yet: the renderers show ${specSource}, not what ${portalPath} renders`,
    );
  return {
    title: titleFor(specSource, operations),
    columns: [
      left("renderer"),
      right("HTML"),
      right("CSS"),
      right("JS"),
      right("spec"),
      right("total"),
      ...lighthouseColumns,
    ],
    rows: [
      ...(portalRow ? [portalRow] : []),
      ...renderers.map((renderer) => [
        renderer.name,
        kilobytes(renderer.bytes.html),
        kilobytes(renderer.bytes.css),
        kilobytes(renderer.bytes.js),
        kilobytes(renderer.bytes.spec),
        kilobytes(sum(renderer.bytes)),
        ...lighthouseCells(renderer.lighthouse.median),
      ]),
    ],
    notes,
  };
}

function throughputSection(outcome: Outcome<ThroughputFigures>): TableSection {
  const title = "6. Static serving (production server, autocannon on loopback)";
  if (!outcome.ok) return failed(title, outcome);
  const figures = outcome.value;
  return {
    title,
    columns: [
      left("path"),
      left("encoding"),
      right("conns"),
      right("req/s"),
      right("p50"),
      right("p99"),
      right("MB/s"),
      right("errors"),
      right("non-2xx"),
    ],
    rows: [
      [
        new URL(figures.url).pathname,
        figures.contentEncoding,
        count(figures.connections),
        count(figures.requestsPerSecond),
        milliseconds(figures.latencyP50Ms),
        milliseconds(figures.latencyP99Ms),
        count(figures.bytesPerSecond / 1e6, 1),
        count(figures.errors + figures.timeouts),
        count(figures.non2xx),
      ],
    ],
    notes: [
      `${figures.durationSeconds} s, ${count(figures.requestsSent)} requests; the load generator shares the cores with the server`,
    ],
  };
}

function extraSection(outcome: Outcome<ExtraFigures>, index: number): TableSection {
  const title = `${7 + index}. ${outcome.ok ? outcome.value.section : "Extra figures"}`;
  if (!outcome.ok) return failed(title, outcome);
  const { figures } = outcome.value;
  return {
    title,
    columns: [left("figure"), right("value")],
    rows: figures.map((figure) => [
      figure.name,
      `${count(figure.value, Number.isInteger(figure.value) ? 0 : 2)} ${figure.unit}`,
    ]),
  };
}

/** The sections of the printed table, in the order the run measures them. */
export function reportSections(results: BenchResults): TableSection[] {
  return [
    machineSection(results),
    buildSection(results.build),
    bytesSection(results.pageBytes),
    lighthouseSection(results.lighthouse),
    rendererSection(results.renderers, results.pageBytes, results.lighthouse),
    scalingSection(results.scaling),
    throughputSection(results.throughput),
    ...results.extras.map(extraSection),
    deliveriesSection(results.deliveries, 7 + results.extras.length),
  ];
}
