import { useEffect, useState } from "react";
import { msUntilMidnight, splitRemaining } from "../model";

/**
 * Hours and minutes left until local midnight, refreshed on every minute boundary. Null until the
 * first effect runs: the visitor's clock is not known during server render.
 */
export function useMidnightCountdown(): { hours: number; minutes: number } | null {
  const [remaining, setRemaining] = useState<{ hours: number; minutes: number } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    function tick() {
      const now = new Date();
      setRemaining(splitRemaining(msUntilMidnight(now)));
      // Wake up just after the next whole minute so the display never lags a minute behind.
      const msToNextMinute = 60_000 - (now.getTime() % 60_000);
      timer = setTimeout(tick, msToNextMinute);
    }
    tick();
    return () => clearTimeout(timer);
  }, []);

  return remaining;
}
