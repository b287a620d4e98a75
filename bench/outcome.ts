/**
 * A measurement that may fail. The benchmark records a failure in its table and carries on, so
 * one broken step (a scenario that does not build, a page Lighthouse cannot load) does not cost
 * the figures of all the others.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string; detail?: string };

/** An error that carries more than fits in a table cell (a failed build's log), kept in the JSON. */
export class MeasurementError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** The error's message, without a stack, for a table cell. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one measurement; a thrown error becomes a failed outcome (and is logged as it happens). */
export async function attempt<T>(what: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await measure() };
  } catch (error) {
    console.error(`bench: ${what} failed: ${errorMessage(error)}`);
    return error instanceof MeasurementError
      ? { ok: false, error: error.message, detail: error.detail }
      : { ok: false, error: errorMessage(error) };
  }
}
