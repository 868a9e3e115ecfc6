import { useEffect, useState } from 'react';
import { promoClock, type PromoClock } from '../../../../shared/rules/plans';

/** The promotion clock, ticking every second while the promotion runs (and stopping when it ends). */
export function usePromoClock(endsAt: string): PromoClock {
  const [now, setNow] = useState(() => new Date());
  const clock = promoClock(endsAt, now);
  useEffect(() => {
    if (!clock.active) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [clock.active]);
  return clock;
}
