import type { CommandMap } from '@owa/shared';
import { createOpeningPress } from '@owa/shared/design-kit';

/**
 * The header's Login pressed before the login dialog's code is here: the header shows the dialog's
 * frame at once, and the service opens the dialog in its place (app/connect-bus.ts), unless the
 * diner closed the frame meanwhile.
 */
export const loginOpening = createOpeningPress<CommandMap['account:login-requested']>(() => 'login');
