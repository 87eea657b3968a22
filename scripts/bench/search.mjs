// "Search keystroke to results painted" on the generated 1,000-item menu (issue 7 point 8), with the
// same throttled mobile profile as the store page figures. Each keystroke is timed from its keydown
// event to the first frame painted after it (a task queued from the next animation frame runs once
// that frame is on screen), so React's render, layout and paint of the results are all inside.
import { serveBigMenu } from './big-menu.mjs';
import { keyTimings, phoneContext, throttle, timeKeysToPaint } from './profile.mjs';

const QUERY = 'spicy pizza';

/** The page loads unthrottled; the keystrokes run on the profile's CPU (the network plays no part). */
export async function measureSearch(browser, { url }) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  await timeKeysToPaint(page);
  await serveBigMenu(page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('[data-item-code]', { timeout: 120_000 });
  await page.waitForTimeout(3000);
  await throttle(page, context, { network: false });
  const search = page.getByRole('searchbox');
  await search.click();
  for (const key of QUERY) {
    await page.keyboard.type(key);
    await page.waitForTimeout(400);
  }
  // Back to the whole menu, one keystroke at a time, the longest results first.
  for (let left = QUERY.length; left > QUERY.length - 4; left -= 1) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(400);
  }
  // Every keystroke counts, the first one too: it replaces the whole menu with the results.
  const timings = await keyTimings(page);
  const found = await page.locator('[data-item-code]').count();
  await context.close();
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    keystrokes: timings.length,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    worst: sorted[sorted.length - 1] ?? 0,
    cardsAfter: found,
    timings,
  };
}
