// The login dialog's budget (issue 9): it opens within 150 ms of the click on the throttled profile.
import { measureDialogOpen, measureFirstTap } from './dialog-open.mjs';

/** The header's Login/Sign Up, and its dialog open. */
export const LOGIN_DIALOG = {
  button: 'Login/Sign Up',
  open: '[data-testid="login-dialog"][data-state="open"]',
};

/** Once the header's Login/Sign Up is there and the page has settled. */
export function measureLoginDialogOpen(page) {
  return measureDialogOpen(page, LOGIN_DIALOG);
}

/** A diner's first tap on Login/Sign Up as soon as the page shows, cold. */
export async function measureLoginFirstTap(browser, url, throttle, newContext) {
  return (await measureFirstTap(browser, url, throttle, newContext, LOGIN_DIALOG)).open;
}
