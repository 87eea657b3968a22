import { bus } from '@owa/shared';

/**
 * Moves to another route of the site through the shell, which reroutes every application and
 * carries the query parameters that follow the diner (referrer, vc, dineInOnly, tid).
 */
export function navigate(path: string): void {
  bus.emit('shell:navigate', { path });
}
