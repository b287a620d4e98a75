/**
 * The layout of a sequence diagram from an `x-sequences` entry: where each participant, arrow and
 * line of text goes. The SVG is drawn by a component from these numbers.
 */
export type Sequence = { participants: string[]; steps: { from: string; to: string; message: string }[] };

export type SequenceLayout = {
  width: number;
  height: number;
  headerHeight: number;
  actors: { name: string; x: number; boxX: number; boxWidth: number }[];
  arrows: {
    from: number;
    to: number;
    y: number;
    self: boolean;
    lines: { x: number; y: number; text: string; anchor: "middle" | "start" }[];
  }[];
};

const column = 190;
const margin = 24;
const headerHeight = 40;
const rowHeight = 48;
const maxLineLength = 30;

/** Splits a message into lines short enough to sit between two lifelines. */
export function wrapMessage(text: string): string[] {
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

export function sequenceLayout({ participants, steps }: Sequence): SequenceLayout {
  const x = (name: string) => margin + column / 2 + Math.max(0, participants.indexOf(name)) * column;
  return {
    width: margin * 2 + participants.length * column,
    height: headerHeight + 24 + steps.length * rowHeight + 16,
    headerHeight,
    actors: participants.map((name) => ({
      name,
      x: x(name),
      boxX: x(name) - column / 2 + 10,
      boxWidth: column - 20,
    })),
    arrows: steps.map((step, index) => {
      const y = headerHeight + 24 + index * rowHeight + 22;
      const from = x(step.from);
      const to = x(step.to);
      const lines = wrapMessage(`${index + 1}. ${step.message}`);
      const self = from === to;
      return {
        from,
        to: self ? to : to + (to > from ? -4 : 4),
        y,
        self,
        lines: lines.map((text, i) =>
          self
            ? { x: from + 46, y: y - 10 + i * 14, text, anchor: "start" as const }
            : { x: (from + to) / 2, y: y - 6 - (lines.length - 1 - i) * 14, text, anchor: "middle" as const },
        ),
      };
    }),
  };
}
