/**
 * One mark for every detail that is issued during onboarding: pages write the phrase in words,
 * and this wraps each occurrence in the page's HTML so that it stands out the same way everywhere,
 * with a legend that explains it once per page. The Markdown copies keep the plain words.
 */
export const onboardingPhrase = "issued during onboarding";

const markClass = "onboarding-mark";
// A paragraph may wrap the phrase across lines.
const phrase = new RegExp(`\\b(${onboardingPhrase.replaceAll(" ", "\\s+")})\\b`, "gi");

/** The legend a page with marks shows once, near its top. */
export const onboardingLegendHtml =
  `<p class="onboarding-legend"><span class="${markClass}">Issued during onboarding</span> marks a detail ` +
  `that is issued to partners during onboarding rather than published on this portal.</p>`;

/**
 * `html` with the phrase wrapped in the mark wherever it is text (never inside a tag, a code span
 * or a block of code), at most once per table row, e.g. `<p>Format: issued during onboarding.</p>`
 * → `<p>Format: <span class="onboarding-mark">issued during onboarding</span>.</p>`.
 */
export function markOnboarding(html: string): string {
  if (!phrase.test(html)) return html;
  phrase.lastIndex = 0;
  let inCode = 0;
  let afterMark = false;
  // A row says it once: a second mark in the same row adds nothing but noise.
  let markedInRow = false;
  let inRow = false;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<(code|pre)\b/i.test(part)) inCode += 1;
        else if (/^<\/(code|pre)>/i.test(part)) inCode = Math.max(0, inCode - 1);
        else if (/^<tr\b/i.test(part)) [inRow, markedInRow] = [true, false];
        else if (/^<\/tr>/i.test(part)) inRow = false;
        afterMark = part.includes(markClass);
        return part;
      }
      if (inCode > 0 || afterMark || (inRow && markedInRow)) return part;
      let marked = false;
      const text = part.replace(phrase, (match: string) => {
        if (inRow && marked) return match;
        marked = true;
        return `<span class="${markClass}">${match}</span>`;
      });
      if (inRow && marked) markedInRow = true;
      return text;
    })
    .join("");
}

/** Whether a page's HTML (or its data as JSON, quotes escaped) carries the mark, and so needs the legend. */
export const hasOnboardingMark = (html: string) => html.includes(markClass);

/** `html` with the legend after its first paragraph (or first, when it has none). */
export function withOnboardingLegend(html: string): string {
  const end = html.indexOf("</p>");
  return end < 0
    ? `${onboardingLegendHtml}${html}`
    : `${html.slice(0, end + 4)}${onboardingLegendHtml}${html.slice(end + 4)}`;
}
