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
/** How far a step to oneself loops right of the lifeline before its text starts. */
const selfLoop = 48;

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

/**
 * The layout of a sequence diagram no wider than `maxWidth`: columns widen with the messages, as
 * far as the width allows, and messages wrap to their columns, so the drawing fits its column at
 * full size instead of shrinking its text or scrolling.
 *
 * @example fitSequenceLayout({ participants: ["Partner", "API"], steps }, 576).width // ≤ 576
 */
export function fitSequenceLayout({ participants, steps }: Sequence, maxWidth: number): SequenceLayout {
  const count = Math.max(participants.length, 1);
  const longest = Math.max(...steps.map((step, index) => `${index + 1}. ${step.message}`.length), 12);
  const wanted = Math.min(Math.max(longest * charWidth + 40, 180), count > 2 ? 300 : 420);
  const column = Math.floor(Math.min(wanted, (maxWidth - margin * 2) / count));
  const width = margin * 2 + count * column;
  const x = (name: string) => margin + column / 2 + Math.max(0, participants.indexOf(name)) * column;

  let y = headerHeight + 12;
  const arrows = steps.map((step, index) => {
    const from = x(step.from);
    const to = x(step.to);
    const self = from === to;
    // A message spans its arrow and a quarter column past each end; a step to oneself writes beside
    // its loop, in what is left of the drawing on that side.
    const room = Math.floor(
      (self ? width - margin - from - selfLoop : Math.abs(to - from) + column / 2 - 10) / charWidth,
    );
    const lines = wrapMessage(`${index + 1}. ${step.message}`, Math.max(room, 8));
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
          ? { x: from + selfLoop, y: top + 12 + i * lineHeight, text, anchor: "start" as const }
          : { x: (from + to) / 2, y: top + 10 + i * lineHeight, text, anchor: "middle" as const },
      ),
    };
  });

  return {
    width,
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
