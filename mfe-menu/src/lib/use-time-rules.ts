import { whenPageInteractive } from '@owa/shared';
import { useEffect, useState } from 'react';

export type TimeRules = typeof import('./time-rules');

let loaded: TimeRules | null = null;
let loading: Promise<TimeRules> | null = null;

/** Starts (or joins) the one load of the time rules; the store page waits for them before it shows. */
export function loadTimeRules(): Promise<TimeRules> {
  loading ??= import('./time-rules').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The time rules: loaded with the store page's data (it shows once, with its hours and what is
 * available now), else once the page is interactive (null until then). One load serves every caller.
 */
export function useTimeRules(ready: boolean): TimeRules | null {
  const [rules, setRules] = useState<TimeRules | null>(loaded);
  useEffect(() => {
    if (!ready || rules) return;
    let current = true;
    const cancel = whenPageInteractive(() => {
      loadTimeRules()
        .then((module) => {
          if (current) setRules(module);
        })
        .catch(() => {
          loading = null;
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [ready, rules]);
  return rules;
}
