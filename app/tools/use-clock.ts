import { useEffect, useState } from "react";

/**
 * The time, refreshed every second while `running`. It is null until the first tick, so that
 * nothing reads the clock during render: prerendered and hydrated HTML stay the same.
 */
export function useClock(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
