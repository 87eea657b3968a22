import { useEffect, useState } from 'react';
import { resendSecondsLeft } from '../../domain/login';

/** Seconds until a new code may be asked for (spec 3 §4: 60 s after a send), ticking every second. */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return left;
}
