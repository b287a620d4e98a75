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

const margin = 16;
const headerHeight = 40;
const lineHeight = 15;
/** Width of one character of the 12px monospace message font. */
const charWidth = 7.3;

/** Splits a message into lines of at most `maxLength` characters. */
export function wrapMessage(text: string, maxLength = 30): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxLength) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Columns widen with the messages (up to a limit) so few lines wrap; rows grow with their lines. */
export function sequenceLayout({ participants, steps }: Sequence): SequenceLayout {
  const longest = Math.max(...steps.map((step, index) => `${index + 1}. ${step.message}`.length), 12);
  const column = Math.round(
    Math.min(Math.max(longest * charWidth + 40, 180), participants.length > 2 ? 300 : 420),
  );
  const maxLength = Math.floor((column - 30) / charWidth);
  const x = (name: string) => margin + column / 2 + Math.max(0, participants.indexOf(name)) * column;

  let y = headerHeight + 12;
  const arrows = steps.map((step, index) => {
    const from = x(step.from);
    const to = x(step.to);
    const self = from === to;
    const lines = wrapMessage(`${index + 1}. ${step.message}`, self ? Math.floor(maxLength / 2) : maxLength);
    const top = y + 8;
    const arrowY = top + lines.length * lineHeight + 4;
    y = arrowY + (self ? 24 : 14);
    return {
      from,
      to: self ? to : to + (to > from ? -4 : 4),
      y: arrowY,
      self,
      lines: lines.map((text, i) =>
        self
          ? { x: from + 48, y: top + 12 + i * lineHeight, text, anchor: "start" as const }
          : { x: (from + to) / 2, y: top + 10 + i * lineHeight, text, anchor: "middle" as const },
      ),
    };
  });

  return {
    width: margin * 2 + participants.length * column,
    height: y + 12,
    headerHeight,
    actors: participants.map((name) => ({
      name,
      x: x(name),
      boxX: x(name) - column / 2 + 10,
      boxWidth: column - 20,
    })),
    arrows,
  };
}
