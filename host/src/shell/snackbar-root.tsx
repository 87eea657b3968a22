import { createSlicedRoot } from '@owa/shared/design-kit';
import type { Observable } from '@owa/shared/rx';
import { HostFrame } from './HostFrame';
import { Snackbar } from './Snackbar';
import type { ShellSnack } from './snack-feed';

/** The snackbar's root, loaded with the page's first snack (snack-feed.ts). */
export function mountSnackbar(element: HTMLElement, snacks: Observable<ShellSnack>): void {
  createSlicedRoot(element).render(
    <HostFrame area="host:snackbar">
      <Snackbar snacks={snacks} />
    </HostFrame>,
  );
}
