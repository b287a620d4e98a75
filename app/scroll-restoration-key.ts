import type { Location } from "react-router";

let fragmentEntries = 0;

/**
 * The key the router saves and restores a history entry's scroll position under. An entry the
 * browser adds for a followed fragment link (`<a href="#…">` in the page, or a fragment typed in
 * the address bar) carries no router key, and the router would take all of them for one
 * ("default"): each new fragment was scrolled back to where the previous one had been left, so a
 * second in-page link seemed to do nothing. Each such entry gets a key no position is saved under
 * (`#1`, `#2`…, unlike any key the router makes), so the browser's own scroll to the fragment
 * stands. Entries the router made keep their keys, and going back to one restores where the
 * reader was.
 *
 * Prerendering, every location is "default", and the router's inline script keys the entry the
 * page loads in: the key stays as it is there.
 */
export const scrollRestorationKey = ({ key }: Location): string =>
  key === "default" && typeof document === "object" ? `#${(fragmentEntries += 1)}` : key;
