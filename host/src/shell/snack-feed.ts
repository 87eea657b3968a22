import { bus, type CommandMap } from '@owa/shared';
import { type Observable, ReplaySubject, type Subscription } from '@owa/shared/rx';

export type ShellSnack = CommandMap['shell:snack'];

/** spec 1 §9: snacks stay 8 seconds unless they say otherwise. */
export const SNACK_TIMEOUT_MS = 8000;

/** The snackbar shows at most this many at once (the newest). */
export const SNACKS_SHOWN = 3;

/**
 * Takes `shell:snack` from the shell's start and mounts the snackbar with the first snack, so a
 * failure raised during the load ("The kitchen is on fire") shows when it happens, not once the
 * page has gone quiet; a page without snacks never loads the snackbar's code. Snacks sent before
 * the snackbar has mounted wait in the feed (the newest few, for as long as a snack stays); a mount
 * that fails is tried again with the next snack.
 */
export function followSnacks(
  mount: (snacks: Observable<ShellSnack>) => Promise<void>,
  source: Observable<ShellSnack> = bus.on('shell:snack'),
): Subscription {
  const feed = new ReplaySubject<ShellSnack>(SNACKS_SHOWN, SNACK_TIMEOUT_MS);
  let mounted = false;
  return source.subscribe((snack) => {
    feed.next(snack);
    if (mounted) return;
    mounted = true;
    mount(feed.asObservable()).catch(() => {
      mounted = false;
    });
  });
}
