/**
 * What the JWT tool shows and announces while a checked token ages towards staleness. The visible
 * countdown changes every second; screen readers hear only when a milestone is crossed.
 */

/** `formatCountdown(65_000)` → `"1:05"`; partial seconds round up so 0:00 means stale. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

type Milestone = "fresh" | "1 min" | "30 s" | "10 s" | "stale";

const announcements: Record<Milestone, string> = {
  fresh: "",
  "1 min": "1 minute left before the token goes stale.",
  "30 s": "30 seconds left before the token goes stale.",
  "10 s": "10 seconds left before the token goes stale.",
  stale: "The token is now older than 2 minutes: a receiver refuses it.",
};

function milestone(remainingMs: number): Milestone {
  if (remainingMs <= 0) return "stale";
  if (remainingMs <= 10_000) return "10 s";
  if (remainingMs <= 30_000) return "30 s";
  if (remainingMs <= 60_000) return "1 min";
  return "fresh";
}

/**
 * The sentence for a polite live region: the last milestone crossed since the token was
 * checked, or "" when none has been (the verdict itself already said how things stood then).
 */
export function countdownAnnouncement(remainingAtCheckMs: number, remainingNowMs: number): string {
  const now = milestone(remainingNowMs);
  return now === milestone(remainingAtCheckMs) ? "" : announcements[now];
}
