import { createShownSignal } from '@owa/shared';

/**
 * The header rendered whole: its full parts, with the page's store and group settled. The shell
 * shows the page after it: loading the full header's code is not enough, and a header that grew
 * from one row to three after the page had shown moved everything under it (a shift of 0.11 on a
 * phone, issue 18).
 */
export const { shown: headerShown, useMarkShown: useMarkHeaderShown } = createShownSignal();
