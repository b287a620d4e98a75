/**
 * The hosted payment link an answer carries (`{ link, sessionId }`, InstaCollect's link session),
 * when it is an absolute http or https URL: the console shows only such a link as a QR code and a
 * button, so an answer cannot put a `javascript:` URL behind them. Undefined otherwise.
 */
export function linkFromAnswer(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const link = (answer as { link?: unknown }).link;
  if (typeof link !== "string") return undefined;
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
