import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { choosePayment, confirmAndPay, janeOrders } from '../support/checkout';
import { expectAccessible, JANE, logInThroughApi, PHONE, resetDemoData } from '../support/journey';
import {
  deployables,
  E2E_PORT_BASE,
  freshDataDir,
  portsFrom,
  startProcess,
  stopAll,
  waitForHealthy,
} from '../support/site';
import { expect, type Page, type Request, test } from '../support/test';

/**
 * Stripe's Payment Element (issue 8 point 6, docs/decisions.md "New cards without Stripe"): Stripe.js
 * loads only when the cart server was started with STRIPE_PUBLISHABLE_KEY, and only on the checkout.
 * The test network is closed, so js.stripe.com is answered by e2e/support/stripe-js-test-double.js;
 * its payment method ids are the API simulator's public Stripe test ids, so the API charges them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const STRIPE_DOUBLE = path.join(ROOT, 'e2e/support/stripe-js-test-double.js');
const STRIPE_JS = 'https://js.stripe.com/**';
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
const CHECKOUT = '/owa/snappy/detail/G1001/1001/checkout';
const KEY = 'pk_test_e2eStripeDouble';

/** Every request the page makes to Stripe's origin, in order. */
function stripeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) seen.push(request.url());
  });
  return seen;
}

async function serveStripeDouble(page: Page): Promise<void> {
  await page.route(STRIPE_JS, (route) =>
    route.fulfill({ path: STRIPE_DOUBLE, contentType: 'text/javascript; charset=utf-8' }),
  );
}

async function addFries(page: Page, origin: string): Promise<void> {
  await logInThroughApi(page, JANE.phone);
  await page.goto(`${origin}${STORE_PAGE}`);
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
}

async function openCheckoutWithNewCard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${CHECKOUT}`);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await choosePayment(page, 'New card');
}

const orderCount = async () => (await janeOrders()).totalSize;

/** Place order → confirm → Pay, resolving with the pay call the page made. */
async function payAndCatchTheCall(page: Page): Promise<Request> {
  const payCall = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/payment/order') && request.method() === 'POST',
  );
  await confirmAndPay(page);
  return payCall;
}

test.beforeEach(async () => {
  await resetDemoData();
});

test('no publishable key: the site’s own card fields, and js.stripe.com is never requested', async ({
  page,
}) => {
  const requested = stripeRequests(page);
  await page.route(STRIPE_JS, (route) => route.abort('blockedbyclient'));
  await addFries(page, '');
  await openCheckoutWithNewCard(page, '');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CVC' })).toBeVisible();
  await expect(page.getByText('Loading the secure card form…')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test.describe('with STRIPE_PUBLISHABLE_KEY at the cart server’s start', () => {
  // A cart server of its own (on a copy of the build: the server writes its checkout-config.json
  // beside the bundle) and a host that lists it, with Stripe's origin in its CSP as a deployment
  // sets it (OWA_CSP_EXTRA_SOURCES). The API and the other remotes are the suite's.
  const cartPort = E2E_PORT_BASE + 330;
  const hostPort = E2E_PORT_BASE + 331;
  const origin = `http://localhost:${hostPort}`;
  let children: Map<string, ChildProcess>;
  let distCopy: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    distCopy = mkdtempSync(path.join(os.tmpdir(), 'owa-cart-stripe-'));
    cpSync(path.join(ROOT, 'mfe-cart-checkout/dist'), distCopy, { recursive: true });
    const cart = startProcess(
      {
        name: 'mfe-cart-checkout-stripe',
        cwd: path.join(ROOT, 'mfe-cart-checkout'),
        command: ['node', 'server.mjs'],
        env: { PORT: String(cartPort), OWA_DIST_DIR: distCopy, STRIPE_PUBLISHABLE_KEY: KEY },
        health: '',
      },
      { quiet: true },
    );
    const template = deployables({ base: E2E_PORT_BASE, dataDir: freshDataDir() }).find(
      (deployable: { name: string }) => deployable.name === 'host',
    );
    const host = startProcess(
      {
        ...template,
        env: {
          ...template.env,
          PORT: String(hostPort),
          API_URL: `http://127.0.0.1:${portsFrom(E2E_PORT_BASE).api}`,
          MFE_CART_CHECKOUT_URL: `http://localhost:${cartPort}`,
          OWA_CSP_EXTRA_SOURCES: 'https://js.stripe.com',
        },
      },
      { quiet: true },
    );
    children = new Map([
      ['cart', cart],
      ['host', host],
    ]);
    await waitForHealthy(`http://localhost:${cartPort}/mf-manifest.json`, { child: cart });
    await waitForHealthy(`${origin}/owa/remotes.json`, { child: host });
  });

  test.afterAll(() => {
    if (children) stopAll(children);
    if (distCopy) rmSync(distCopy, { recursive: true, force: true });
  });

  test('the store page never requests Stripe.js; the checkout does, and its payment method pays the order', async ({
    page,
  }) => {
    const before = await orderCount();
    const requested = stripeRequests(page);
    await serveStripeDouble(page);
    await addFries(page, origin);
    expect(requested).toEqual([]);
    await openCheckoutWithNewCard(page, origin);
    const element = page.getByRole('textbox', { name: /Stripe\.js test double/ });
    await expect(element).toHaveValue('pm_card_visa');
    expect(requested.length).toBeGreaterThan(0);
    // Stripe's form instead of ours, created with the configured key for the bill ($5.64).
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as never as { __stripeTestDouble: unknown }).__stripeTestDouble),
    ).toMatchObject({
      publishableKey: KEY,
      elementsOptions: { mode: 'payment', currency: 'cad', amount: 564, paymentMethodCreation: 'manual' },
    });
    const pay = await payAndCatchTheCall(page);
    // The id Stripe.js created reaches the API as the card's token (docs/api.md: paymentToken).
    expect(pay.postDataJSON()).toMatchObject({ paymentToken: 'pm_card_visa' });
    expect(pay.postDataJSON().paymentMethodId ?? null).toBeNull();
    const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, success);
    expect(await orderCount()).toBe(before + 1);
  });

  test('a payment method the processor declines: the API’s message in the error dialog', async ({ page }) => {
    await serveStripeDouble(page);
    await addFries(page, origin);
    await openCheckoutWithNewCard(page, origin);
    await page.getByRole('textbox', { name: /Stripe\.js test double/ }).fill('pm_card_chargeDeclined');
    const pay = await payAndCatchTheCall(page);
    expect(pay.postDataJSON()).toMatchObject({ paymentToken: 'pm_card_chargeDeclined' });
    const error = page.getByRole('alertdialog', { name: 'Payment Unsuccessful' });
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(
      error.getByText('Failed to complete payment, please check your info and try again'),
    ).toBeVisible();
    await expect(error.getByText('Code: PAY_ERR_CARD_DECLINED')).toBeVisible();
    await expectAccessible(page, error);
  });

  test('Stripe.js fails to load: the translated failure with a retry, and no order until it loads', async ({
    page,
  }) => {
    const before = await orderCount();
    const orderCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/(order|payment\/order)(\?|$)/.test(request.url())) orderCalls.push(request.url());
    });
    await page.route(STRIPE_JS, (route) => route.abort('connectionrefused'));
    await addFries(page, origin);
    await openCheckoutWithNewCard(page, origin);
    const failure = page.getByRole('alert').filter({ hasText: 'The secure card form could not be loaded.' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, page.getByRole('main'));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toHaveCount(0);
    expect(orderCalls).toEqual([]);
    expect(await orderCount()).toBe(before);
    // The network is back: Try again loads it, and the order goes through once.
    await page.unroute(STRIPE_JS);
    await serveStripeDouble(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: /Stripe\.js test double/ })).toHaveValue('pm_card_visa');
    await expect(failure).toHaveCount(0);
    await payAndCatchTheCall(page);
    await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await orderCount()).toBe(before + 1);
  });

  test.describe('express wallet pay (issue 23 point 5)', () => {
    // A browser that can pay with Google Pay: the double's element reports it in `ready`.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        (window as never as { __stripeTestDoubleWallets: unknown }).__stripeTestDoubleWallets = {
          googlePay: true,
        };
      });
      await serveStripeDouble(page);
    });

    const walletButton = (page: Page) =>
      page
        .getByRole('group', { name: 'Express checkout' })
        .getByRole('button', { name: 'Stripe.js test double: Google Pay' });
    const wallet = (page: Page, step: 'approve' | 'cancel', paymentMethodId?: string) =>
      page.evaluate(
        ([name, id]) => {
          const hooks = (window as never as { __stripeWallet: Record<string, (id?: string) => void> })
            .__stripeWallet;
          hooks[name as string]?.(id);
        },
        [step, paymentMethodId],
      );
    const expressRecord = (page: Page) =>
      page.evaluate(
        () => (window as never as { __stripeTestDouble: { express: unknown } }).__stripeTestDouble.express,
      );

    async function openCheckout(page: Page): Promise<void> {
      await addFries(page, origin);
      await page.goto(`${origin}${CHECKOUT}`);
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
      await expect(walletButton(page)).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading express checkout…' })).toHaveCount(0);
    }

    /** Press Google Pay, approve in its sheet, resolving with the pay call the page made. */
    async function payByWallet(page: Page, paymentMethodId: string): Promise<Request> {
      const payCall = page.waitForRequest(
        (request) => request.url().endsWith('/api/v1/payment/order') && request.method() === 'POST',
      );
      await walletButton(page).click();
      await expect.poll(async () => JSON.stringify(await expressRecord(page))).toContain('"resolved"');
      await wallet(page, 'approve', paymentMethodId);
      return payCall;
    }

    test('Google Pay pays the order: the wallet’s payment method, the bill, the success dialog', async ({
      page,
    }) => {
      const before = await orderCount();
      await openCheckout(page);
      await expectAccessible(page, page.getByRole('main'));
      expect(await expressRecord(page)).toMatchObject({
        elementsOptions: { mode: 'payment', currency: 'cad', amount: 564, paymentMethodCreation: 'manual' },
        options: { paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never' } },
      });
      const pay = await payByWallet(page, 'pm_card_visa');
      expect(pay.postDataJSON()).toMatchObject({ paymentToken: 'pm_card_visa', paidByMembership: false });
      await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible({
        timeout: 20_000,
      });
      expect(await expressRecord(page)).toMatchObject({ failed: [] });
      expect(await orderCount()).toBe(before + 1);
    });

    test('a wallet the processor declines: its message, the cart kept, then a card pays the same order', async ({
      page,
    }) => {
      const before = await orderCount();
      await openCheckout(page);
      const declined = await payByWallet(page, 'pm_card_chargeDeclined');
      const error = page.getByRole('alertdialog', { name: 'Payment Unsuccessful' });
      await expect(error).toBeVisible({ timeout: 20_000 });
      await expect(error.getByText('Code: PAY_ERR_CARD_DECLINED')).toBeVisible();
      // The sheet is told the payment failed (Stripe closes it with its own message).
      await expect
        .poll(async () => (await expressRecord(page)) as { failed: unknown[] })
        .toMatchObject({
          failed: [{ reason: 'fail' }],
        });
      await error.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      // The diner pays by card instead: the same order (same idempotency token), paid once.
      await choosePayment(page, 'New card');
      await expect(page.getByRole('textbox', { name: /Stripe\.js test double/ })).toHaveValue('pm_card_visa');
      const card = await payAndCatchTheCall(page);
      expect(card.postDataJSON().orderId).toBe(declined.postDataJSON().orderId);
      await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible({
        timeout: 20_000,
      });
      expect(await orderCount()).toBe(before + 1);
    });

    test('the diner closes the wallet’s sheet: nothing ordered, the checkout still pays', async ({
      page,
    }) => {
      const before = await orderCount();
      const orderCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/v1\/(order|payment\/order)(\?|$)/.test(request.url())) orderCalls.push(request.url());
      });
      await openCheckout(page);
      await walletButton(page).click();
      await expect.poll(async () => JSON.stringify(await expressRecord(page))).toContain('"resolved"');
      await wallet(page, 'cancel');
      await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
      expect(orderCalls).toEqual([]);
      expect(await orderCount()).toBe(before);
      await payByWallet(page, 'pm_card_visa');
      await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible({
        timeout: 20_000,
      });
      expect(await orderCount()).toBe(before + 1);
    });

    test.describe('on a 412 px phone', () => {
      test.use(PHONE);

      test('in Arabic: the wallet above the other methods, named in Arabic, nothing overflowing', async ({
        page,
      }) => {
        await addFries(page, origin);
        await page.evaluate(() => window.localStorage.setItem('lang', 'ar'));
        await page.goto(`${origin}${CHECKOUT}`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const group = page.getByRole('group', { name: 'الدفع السريع' });
        await expect(group.getByRole('button', { name: 'Stripe.js test double: Google Pay' })).toBeVisible();
        const methods = page.getByRole('radiogroup').first();
        await expect(methods).toBeVisible();
        const [above, below] = [await group.boundingBox(), await methods.boundingBox()];
        expect((above?.y ?? 0) + (above?.height ?? 0)).toBeLessThanOrEqual(below?.y ?? 0);
        expect((above?.x ?? -1) >= 0 && (above?.x ?? 0) + (above?.width ?? 0) <= 412).toBe(true);
        await expectAccessible(page, page.getByRole('main'));
      });
    });
  });
});
