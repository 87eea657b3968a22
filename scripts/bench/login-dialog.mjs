// The login dialog's budget (issue 9): it opens within 150 ms of the click on the throttled profile.
import { measureDialogOpen, measureFirstTap } from './dialog-open.mjs';

/** The header's Login/Sign Up, and its dialog open. */
export const LOGIN_DIALOG = {
  button: 'Login/Sign Up',
  open: '[data-testid="login-dialog"][data-state="open"]',
  // The dialog's frame, drawn at once while the dialog's code comes (OpeningFrame).
  answered: '[data-testid="login-dialog-opening"]',
};

/** Once the header's Login/Sign Up is there and the page has settled. */
export function measureLoginDialogOpen(page) {
  return measureDialogOpen(page, LOGIN_DIALOG);
}

/**
 * A diner's first tap on Login/Sign Up as soon as the page shows, cold: `open` when the dialog is,
 * `answered` when its frame shows (or the dialog itself).
 */
export function measureLoginFirstTap(browser, url, throttle, newContext) {
  return measureFirstTap(browser, url, throttle, newContext, LOGIN_DIALOG);
}
