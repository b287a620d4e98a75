/**
 * What passes a page's column, measured in the page (`page.evaluate(overColumn, …)`): shared by
 * the every-route check and the pages whose content comes from what partners send.
 */

export type Measure = { width: number; desktop: boolean };

/**
 * Runs in the page. Returns one line per problem: the element (a short CSS path) and by how many
 * pixels it passes its column, or what a scroll box or diagram lacks.
 *
 * An element's column is the tightest of its ancestors' boxes up to <main>, and, for a child of
 * <main>, its own max-width (the 46rem reading column): a table or flex box can be wider than its
 * max-width, which is exactly what a reader sees as content past the column. Inside a box that
 * clips or scrolls (overflow-x other than visible) content may be wider: the box is what is
 * checked. A box that scrolls must show it: the scroll shadows (gradients that stay with the
 * content, `background-attachment: local`) are the affordance.
 */
export function overColumn({ width, desktop }: Measure): string[] {
  const problems: string[] = [];
  const slack = 1;

  const name = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && node.tagName !== "MAIN" && parts.length < 3) {
      const id = node.id ? `#${node.id}` : "";
      const classes = [...node.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join("");
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
      node = node.parentElement;
    }
    return parts.join(" > ");
  };

  const px = (value: string): number => (value.endsWith("px") ? parseFloat(value) : Infinity);

  const hasScrollShadow = (style: CSSStyleDeclaration) =>
    style.backgroundImage.includes("gradient") && style.backgroundAttachment.includes("local");

  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + slack) {
    problems.push(`document scrolls sideways (${doc.scrollWidth - doc.clientWidth}px over)`);
  }

  const main = document.querySelector("main");
  if (!main) return [...problems, "no <main>"];
  const mainStyle = getComputedStyle(main);
  const mainRight =
    main.getBoundingClientRect().right - px(mainStyle.paddingRight) - px(mainStyle.borderRightWidth);

  // Only a box whose content passes its right edge can hold an element past the column, so the walk
  // goes down those alone: a reference page of 8,000 elements is measured in tens of milliseconds.
  const visit = (parent: Element, limit: number) => {
    for (const element of parent.children) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.position === "absolute" || style.position === "fixed") continue;
      const box = element.getBoundingClientRect();
      const own = parent === main ? Math.min(limit, box.left + px(style.maxWidth)) : limit;
      if ((box.width > 0 || box.height > 0) && box.right > own + slack) {
        // Its descendants pass the column with it: the outermost one is the one to report.
        problems.push(`${name(element)} (${Math.round(box.right - own)}px over)`);
        continue;
      }
      // What a box clips or scrolls stays inside it: the box is checked as a scroll box (below).
      if (style.overflowX !== "visible" || element instanceof SVGElement) continue;
      const boxless = style.display === "inline" || style.display === "contents";
      if (!boxless && element.scrollWidth <= element.clientWidth + slack) continue;
      const inner = boxless ? own : Math.min(own, box.right - px(style.borderRightWidth));
      const reported = problems.length;
      visit(element, inner);
      // No child element passes the column, yet the content does: a word or a line of text.
      const reach = box.left + px(style.borderLeftWidth) + element.scrollWidth;
      if (!boxless && problems.length === reported && reach > inner + slack) {
        problems.push(`${name(element)} text (${Math.round(reach - inner)}px over)`);
      }
    }
  };
  visit(main, mainRight);

  for (const element of main.querySelectorAll<HTMLElement>("*")) {
    const style = getComputedStyle(element);
    if (style.overflowX !== "auto" && style.overflowX !== "scroll") continue;
    const over = element.scrollWidth - element.clientWidth;
    if (over > slack && !hasScrollShadow(style)) {
      problems.push(`${name(element)} scrolls ${over}px without a scroll shadow`);
    }
  }

  // On desktops a diagram is drawn without scrolling, every participant's name in view. Narrower,
  // it may show its steps as a list instead, or scroll as any box may (above).
  for (const figure of main.querySelectorAll<HTMLElement>("figure.sequence")) {
    const drawing = figure.querySelector<HTMLElement>(".sequence-drawing");
    const svg = drawing?.querySelector("svg");
    const drawn = drawing && svg && svg.getBoundingClientRect().width > 0 ? { drawing, svg } : undefined;
    const steps = figure.querySelector(".sequence-steps")?.getBoundingClientRect();
    if (!drawn) {
      if (desktop) problems.push(`${name(figure)} diagram not drawn at ${width}px`);
      else if (!steps || steps.height < 20)
        problems.push(`${name(figure)} shows neither its drawing nor its steps`);
      continue;
    }
    const over = drawn.drawing.scrollWidth - drawn.drawing.clientWidth;
    if (desktop && over > slack) problems.push(`${name(figure)} diagram scrolls ${over}px at ${width}px`);
    const natural = drawn.svg.viewBox.baseVal.width;
    const shown = drawn.svg.getBoundingClientRect().width;
    // Drawn at all, a diagram is drawn at full size: shrunk to fit, its text would be unreadable.
    if (shown < natural - slack) {
      problems.push(
        `${name(figure)} diagram shrunk to ${Math.round((shown / natural) * 100)}% at ${width}px`,
      );
    }
    const visible = drawn.drawing.getBoundingClientRect();
    for (const label of drawn.drawing.querySelectorAll(".seq-actor-label")) {
      const text = label.getBoundingClientRect();
      const cut = Math.max(0, text.right - visible.right, visible.left - text.left);
      if (desktop && cut > slack) {
        problems.push(`${name(figure)} participant "${label.textContent}" cut by ${Math.round(cut)}px`);
      }
    }
  }
  return problems;
}
