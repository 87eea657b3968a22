import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT_BASE, portsFrom } from './site';

/** The API of the suite's site, for set-up calls a diner never makes (resetting the demo data). */
export const API_URL = `http://localhost:${portsFrom(E2E_PORT_BASE).api}/api/v1`;

/** The demo customers of DEMO-DATA.md and the demo login code. */
export const JANE = { phone: '4165550100', name: 'Jane Doe' } as const;
export const SAM = { phone: '4165550111', name: 'Sam Lee' } as const;
export const DEMO_CODE = '246810';

/**
 * Puts the API back to the demo data. Journeys that change it (orders, points, cards, coupons)
 * call this first, so each starts from DEMO-DATA.md whatever ran before it.
 */
export async function resetDemoData(): Promise<void> {
  const response = await fetch(`${API_URL}/_test/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

/**
 * Fixes "now" for the API's time rules and the page's clock together, for journeys that depend on
 * the hour (store 1002 serves LUNCH 11:00–23:00 Toronto): they then pass whenever the suite runs.
 * Call it before the first navigation; resetDemoData() gives the API its own clock back.
 */
export async function fixTime(page: Page, at: Date): Promise<void> {
  const response = await fetch(`${API_URL}/_test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!response.ok) throw new Error(`setting the API clock failed: ${response.status}`);
  await page.clock.setFixedTime(at);
}

/**
 * Waits until the finite animations that paint the scope (its own, its descendants' and its
 * ancestors', such as a dialog's positioner and backdrop) have finished: a dialog still fading in is
 * measured half transparent. An opening animation may start a frame or two after the dialog is in
 * the DOM, and one may chain another, so the check repeats until a painted frame shows none running
 * and the scope and its parents fully opaque. Endless ones (spinners, skeletons) are left alone;
 * nothing waits past ten seconds.
 */
export async function animationsSettled(page: Page, scope?: Locator | string): Promise<void> {
  const root = scope === undefined ? null : typeof scope === 'string' ? page.locator(scope).first() : scope;
  const handle = root ? await root.elementHandle() : null;
  await page.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const paints = (target: Node | null) =>
      !element || !target || target === element || element.contains(target) || target.contains(element);
    const running = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        if (!timing || timing.iterations === Number.POSITIVE_INFINITY) return false;
        if (animation.playState === 'finished' || animation.playState === 'idle') return false;
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return paints(target);
      });
    // The scope or a parent still see-through (opacity under 1) is a fade not begun or not over,
    // whatever started it (a late animation, a transition, a script).
    const seeThrough = () => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return true;
      }
      return false;
    };
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      // Two frames: styles set in this frame start their animations by the next one.
      await frame();
      await frame();
      const pending = running();
      if (pending.length === 0 && !seeThrough()) return;
      if (pending.length === 0) continue;
      await Promise.race([
        Promise.all(pending.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  }, handle);
  await handle?.dispose();
}

/**
 * axe on a locator's element: the element is marked so axe can include it by selector. A render that
 * replaces the element between marking and analysing loses the mark, so that case is tried again.
 */
async function analyze(page: Page, scope: Locator | string | undefined, attempts = 3) {
  await animationsSettled(page, scope);
  const builder = new AxeBuilder({ page });
  if (scope === undefined) return builder.analyze();
  if (typeof scope === 'string') return builder.include(scope).analyze();
  await scope.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  try {
    return await builder.include('[data-axe-scope]').analyze();
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('No elements found for include')) throw error;
    return analyze(page, scope, attempts - 1);
  } finally {
    await scope.evaluate((element) => element.removeAttribute('data-axe-scope')).catch(() => {});
  }
}

/**
 * axe on the page, or on one dialog or region of it: no serious or critical violation. The
 * violations are listed in the failure message so a failing run says what to fix.
 */
export async function expectAccessible(page: Page, scope?: Locator | string): Promise<void> {
  const results = await analyze(page, scope);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map(
            (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}\n    ${node.failureSummary ?? ''}`,
          )
          .join('\n  ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** A phone-sized page (412 px wide, touch) for the mobile variants of a journey. */
export const PHONE = { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true } as const;

/**
 * Logs a demo customer in through the API and keeps the login where the shell keeps it (its `auth`
 * key), before the page's scripts run: for journeys about something else than the login dialog.
 */
export async function logInThroughApi(page: Page, phone: string = JANE.phone): Promise<void> {
  const { token, user } = await apiLogin(phone);
  const auth = {
    token,
    user: { id: String(user.id), displayName: [user.firstName, user.lastName].filter(Boolean).join(' ') },
  };
  await page.addInitScript((value) => window.localStorage.setItem('auth', value), JSON.stringify(auth));
}

/** Logs a demo customer in on the API alone (set-up and checks of what the API holds). */
export async function apiLogin(
  phone: string = JANE.phone,
): Promise<{ token: string; user: { id: string | number; firstName?: string; lastName?: string } }> {
  const headers = { 'content-type': 'application/json' };
  const requested = await fetch(`${API_URL}/customer/login/request`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ telephone: phone }),
  });
  // A code requested moments ago is still valid: the demo code never changes.
  if (!requested.ok && requested.status !== 429) throw new Error(`code request failed: ${requested.status}`);
  const response = await fetch(`${API_URL}/customer/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ telephone: phone, code: DEMO_CODE }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const token = response.headers.get('authorization');
  if (!token) throw new Error('login answered without a token');
  return {
    token,
    user: (await response.json()) as { id: string | number; firstName?: string; lastName?: string },
  };
}
