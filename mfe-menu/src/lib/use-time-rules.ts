import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

export type TimeRules = typeof import('./time-rules');

let loaded: TimeRules | null = null;
let loading: Promise<TimeRules> | null = null;

function loadTimeRules(): Promise<TimeRules> {
  loading ??= import('./time-rules').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The time rules, once the page is idle after showing its content (null until then): they never
 * compete with the first paint. One load serves every caller.
 */
export function useTimeRules(ready: boolean): TimeRules | null {
  const [rules, setRules] = useState<TimeRules | null>(loaded);
  useEffect(() => {
    if (!ready || rules) return;
    let current = true;
    const cancel = whenIdle(() => {
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
