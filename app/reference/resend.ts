/**
 * A call handed from the request log to the try-it console of its operation, for one page load:
 * the log stores it, the reference page's console for that operation takes it and opens with it.
 * Kept in this tab's sessionStorage only, and removed once taken.
 */
export type Resend = { anchor: string; headers: [string, string][]; body: string };

const key = "try-it-resend";

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function storeResend(resend: Resend): void {
  storage()?.setItem(key, JSON.stringify(resend));
}

/** The call handed to the console of the operation at `anchor`, once; undefined when there is none. */
export function takeResend(anchor: string): Resend | undefined {
  const stored = storage()?.getItem(key);
  if (!stored) return undefined;
  try {
    const resend = JSON.parse(stored) as Resend;
    if (resend.anchor !== anchor) return undefined;
    storage()?.removeItem(key);
    return resend;
  } catch {
    storage()?.removeItem(key);
    return undefined;
  }
}
