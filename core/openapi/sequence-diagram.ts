/** A sequence diagram as SVG markup, drawn at build time from an `x-sequences` entry. */
export type Sequence = {
  id: string;
  title: string;
  participants: string[];
  steps: { from: string; to: string; message: string }[];
};

const column = 190;
const margin = 24;
const headerHeight = 40;
const rowHeight = 48;
const maxLineLength = 30;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** Splits a message into lines short enough to sit between two lifelines. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxLineLength) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function sequenceDiagramSvg({ id, title, participants, steps }: Sequence): string {
  const head = `seq-head-${id}`;
  const x = (name: string) => margin + column / 2 + Math.max(0, participants.indexOf(name)) * column;
  const width = margin * 2 + participants.length * column;
  const height = headerHeight + 24 + steps.length * rowHeight + 16;
  const parts: string[] = [];

  participants.forEach((name) => {
    const cx = x(name);
    parts.push(
      `<line class="seq-lifeline" x1="${cx}" y1="${headerHeight}" x2="${cx}" y2="${height - 8}"/>`,
      `<rect class="seq-actor" x="${cx - column / 2 + 10}" y="4" width="${column - 20}" height="${headerHeight - 8}" rx="6"/>`,
      `<text class="seq-actor-label" x="${cx}" y="${headerHeight / 2 + 5}" text-anchor="middle">${escapeXml(name)}</text>`,
    );
  });

  steps.forEach((step, index) => {
    const y = headerHeight + 24 + index * rowHeight + 22;
    const from = x(step.from);
    const to = x(step.to);
    const lines = wrap(`${index + 1}. ${step.message}`);
    if (from === to) {
      parts.push(
        `<path class="seq-arrow" d="M${from} ${y - 8} h40 v16 h-36" marker-end="url(#${head})"/>`,
        ...lines.map(
          (line, i) =>
            `<text class="seq-message" x="${from + 46}" y="${y - 10 + i * 14}">${escapeXml(line)}</text>`,
        ),
      );
      return;
    }
    const mid = (from + to) / 2;
    parts.push(
      `<line class="seq-arrow" x1="${from}" y1="${y}" x2="${to + (to > from ? -4 : 4)}" y2="${y}" marker-end="url(#${head})"/>`,
      ...lines.map(
        (line, i) =>
          `<text class="seq-message" x="${mid}" y="${y - 6 - (lines.length - 1 - i) * 14}" text-anchor="middle">${escapeXml(line)}</text>`,
      ),
    );
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="seq" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><marker id="${head}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path class="seq-head" d="M0 0L10 5L0 10z"/></marker></defs>`,
    ...parts,
    `</svg>`,
  ].join("");
}
