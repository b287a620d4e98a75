import { afterEach, describe, expect, it, vi } from "vitest";
import { ScheduledBookingsTimer } from "./scheduled-bookings-timer";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ScheduledBookingsTimer", () => {
  it("sweeps every tick, again at once while a sweep fills its batch, and not after stop", async () => {
    vi.useFakeTimers();
    const answers = [5, 5, 2, 0];
    const announce = vi.fn(async (_max: number) => answers.shift() ?? 0);
    const timer = new ScheduledBookingsTimer({ announce, everyMs: 1000, batch: 5 });
    timer.start();
    timer.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(announce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(announce.mock.calls).toEqual([[5], [5], [5]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(announce).toHaveBeenCalledTimes(4);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(announce).toHaveBeenCalledTimes(4);
  });

  it("runs one sweep at a time, and stop waits for the one under way", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const announce = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))));
    const timer = new ScheduledBookingsTimer({ announce, everyMs: 100, batch: 10 });
    timer.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(announce).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("survives a store that cannot be reached, and tries again on the next tick", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const announce = vi.fn().mockRejectedValueOnce(new Error("ECONNREFUSED")).mockResolvedValue(0);
    const timer = new ScheduledBookingsTimer({ announce, everyMs: 100, batch: 10 });
    timer.start();
    await vi.advanceTimersByTimeAsync(200);
    await timer.stop();
    expect(announce).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith("sandbox: scheduled FASTag bookings:", "ECONNREFUSED");
  });
});
