/**
 * Runs `announce` (which announces the bookings that have fallen due and says how many) every
 * `everyMs` while started: a recharge credit is dated when it succeeds, and without this nobody
 * would announce it until the partner happened to call again. One sweep at a time; a sweep that
 * used its whole batch is followed by another at once. The timer never keeps a process alive.
 */
export class ScheduledBookingsTimer {
  readonly #announce: (max: number) => Promise<number>;
  readonly #everyMs: number;
  readonly #batch: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #sweep: Promise<void> | undefined;

  constructor(options: { announce: (max: number) => Promise<number>; everyMs: number; batch: number }) {
    this.#announce = options.announce;
    this.#everyMs = options.everyMs;
    this.#batch = options.batch;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.#sweep ??= this.#sweepAll().finally(() => (this.#sweep = undefined));
    }, this.#everyMs);
    this.#timer.unref?.();
  }

  /** Stops the timer and waits for a sweep under way, so its deliveries are created before the engine stops. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sweep;
  }

  async #sweepAll(): Promise<void> {
    try {
      while (this.#timer && (await this.#announce(this.#batch)) >= this.#batch);
    } catch (error) {
      // The store is unreachable for a moment (Redis restarting): the next tick tries again.
      console.error("sandbox: scheduled FASTag bookings:", error instanceof Error ? error.message : error);
    }
  }
}
