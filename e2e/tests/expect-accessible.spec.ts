import { animationsSettled, expectAccessible } from '../support/journey';
import { expect, test } from '../support/test';

// A dialog whose opening fade starts a few frames after it is in the DOM, as a lazily mounted
// dialog's does, and lasts longer than a quick guess (a slow machine, a long motion): axe must not
// read its text half transparent.
const FADING_DIALOG = `<!doctype html><html lang="en"><head><title>Fade</title></head><body><main>
  <div role="dialog" aria-label="Log in" id="dialog" style="background:#fff;padding:16px;opacity:0.4">
    <p style="color:#6b6b6b">Enter your phone number</p>
  </div>
  <script>
    setTimeout(() => {
      document.getElementById('dialog').animate(
        [{ opacity: 0.4 }, { opacity: 1 }],
        { duration: 6000, easing: 'linear', fill: 'forwards' },
      );
    }, 300);
  </script>
</main></body></html>`;

test.describe('expectAccessible waits for a dialog to finish opening', () => {
  test('a fade that starts late and lasts 6 s is measured once it has ended', async ({ page }) => {
    await page.setContent(FADING_DIALOG);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expectAccessible(page, dialog);
    expect(Number(await dialog.evaluate((element) => getComputedStyle(element).opacity))).toBe(1);
  });

  // An endless one would hold the check until its ten-second cap.
  test('an endless animation (a spinner) does not hold it up', async ({ page }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Spin</title></head><body><main>
      <div role="status" aria-label="Loading" id="spinner">…</div>
      <script>
        document.getElementById('spinner').animate(
          [{ transform: 'rotate(0)' }, { transform: 'rotate(360deg)' }],
          { duration: 800, iterations: Infinity },
        );
      </script></main></body></html>`,
    );
    const started = Date.now();
    await animationsSettled(page, page.getByRole('status', { name: 'Loading' }));
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
