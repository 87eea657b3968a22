import { createShownSignal } from '@owa/shared';

/**
 * The header's account menu rendered with what its store's settings decide (More and the
 * guest-history icon): the shell shows the page once the header's parcels have settled, and a button
 * added after that moved the page under it.
 */
export const { shown: headerMenuShown, useMarkShown: useMarkHeaderMenuShown } = createShownSignal();
