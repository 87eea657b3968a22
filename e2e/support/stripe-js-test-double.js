// TEST DOUBLE of Stripe.js (https://js.stripe.com/<release>/stripe.js) for the e2e journeys only:
// the test network is closed, so Playwright serves this file in its place. It implements just the
// calls the checkout makes (Stripe(key), elements(), elements.update(), create('payment' |
// 'expressCheckout'), element.on()/mount()/destroy(), elements.submit(), createPaymentMethod(),
// confirmPayment()), as Stripe documents them, and records them on window.__stripeTestDouble for
// the journey to read. Its "Payment Element" is a plain labelled input holding the payment method
// id it will create: one of the API simulator's public Stripe test ids (pm_card_visa succeeds,
// pm_card_chargeDeclined is declined). Never ship this.
//
// Its "Express Checkout Element" shows one plain button per wallet this "browser" can pay with:
// none unless the journey sets window.__stripeTestDoubleWallets (e.g. { googlePay: true }) before
// the page loads; `ready` reports them as availablePaymentMethods (undefined when none). Pressing a
// button emits `click` with resolve/reject; once resolved the wallet's sheet is "open", and the
// journey plays the diner in it through window.__stripeWallet: approve(paymentMethodId) emits
// `confirm` (the element then creates that payment method), cancel() emits `cancel`.
(() => {
  const WALLETS = { applePay: 'apple_pay', googlePay: 'google_pay' };
  const NAMES = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
  const calls = {
    publishableKey: null,
    elementsOptions: null,
    created: [],
    confirmed: [],
    updates: [],
    express: { elementsOptions: null, options: null, clicks: [], failed: [], cancels: 0 },
  };
  window.__stripeTestDouble = calls;
  /** What each Elements group's createPaymentMethod() creates. */
  const groups = new WeakMap();
  let sheet = null;

  function paymentElement(group) {
    return {
      mount(host) {
        const label = document.createElement('label');
        label.textContent = 'Stripe.js test double: payment method id ';
        const input = document.createElement('input');
        input.name = 'stripe-test-double-payment-method';
        input.value = 'pm_card_visa';
        label.append(input);
        host.replaceChildren(label);
        group.paymentMethod = () => input.value;
      },
      destroy() {},
    };
  }

  function expressElement(group, options) {
    const handlers = {};
    const emit = (name, event) => {
      for (const handler of handlers[name] ?? []) handler(event);
    };
    let mountedIn = null;
    function press(wallet) {
      const expressPaymentType = WALLETS[wallet];
      const open = () => {
        sheet = { group, emit, expressPaymentType };
      };
      const click = { elementType: 'expressCheckout', expressPaymentType, answer: null };
      calls.express.clicks.push(click);
      if (!handlers.click?.length) return open();
      const pressedAt = Date.now();
      emit('click', {
        elementType: 'expressCheckout',
        expressPaymentType,
        resolve(details) {
          // Stripe opens the sheet only when resolve comes within a second of the press.
          click.answer = Date.now() - pressedAt <= 1000 ? 'resolved' : 'late';
          click.details = details ?? null;
          if (click.answer === 'resolved') open();
        },
        reject() {
          click.answer = 'rejected';
        },
      });
    }
    const element = {
      on(name, handler) {
        handlers[name] = [...(handlers[name] ?? []), handler];
        return element;
      },
      mount(host) {
        mountedIn = host;
        calls.express.elementsOptions = { ...group.options };
        calls.express.options = options ?? null;
        const available = window.__stripeTestDoubleWallets ?? null;
        const shown = Object.keys(WALLETS).filter(
          (wallet) => available?.[wallet] && options?.paymentMethods?.[wallet] !== 'never',
        );
        host.replaceChildren(
          ...shown.map((wallet) => {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = `Stripe.js test double: ${NAMES[wallet]}`;
            button.style.height = `${options?.buttonHeight ?? 44}px`;
            button.addEventListener('click', () => press(wallet));
            return button;
          }),
        );
        const availablePaymentMethods =
          shown.length === 0
            ? undefined
            : {
                amazonPay: false,
                applePay: shown.includes('applePay'),
                googlePay: shown.includes('googlePay'),
                link: false,
                paypal: false,
                klarna: false,
              };
        setTimeout(() => emit('ready', { elementType: 'expressCheckout', availablePaymentMethods }), 0);
      },
      destroy() {
        mountedIn?.replaceChildren();
        if (sheet?.emit === emit) sheet = null;
      },
    };
    return element;
  }

  window.__stripeWallet = {
    /** The diner approves in the open sheet, paying with this payment method. */
    approve(paymentMethodId = 'pm_card_visa') {
      if (!sheet) throw new Error('No wallet sheet is open: the click was not resolved');
      const open = sheet;
      sheet = null;
      open.group.paymentMethod = () => paymentMethodId;
      open.emit('confirm', {
        elementType: 'expressCheckout',
        expressPaymentType: open.expressPaymentType,
        billingDetails: { name: 'Jane Doe' },
        paymentFailed(payload) {
          calls.express.failed.push(payload ?? {});
        },
      });
    },
    /** The diner closes the sheet without paying. */
    cancel() {
      if (!sheet) throw new Error('No wallet sheet is open: the click was not resolved');
      const open = sheet;
      sheet = null;
      calls.express.cancels += 1;
      open.emit('cancel', { elementType: 'expressCheckout' });
    },
  };

  function Stripe(publishableKey) {
    calls.publishableKey = publishableKey;
    return {
      elements(options) {
        calls.elementsOptions = options;
        const group = { options: { ...options }, paymentMethod: () => '' };
        const elements = {
          create(type, createOptions) {
            return type === 'expressCheckout' ? expressElement(group, createOptions) : paymentElement(group);
          },
          async update(changes) {
            Object.assign(group.options, changes);
            calls.updates.push(changes);
          },
          async submit() {
            return group.paymentMethod() ? {} : { error: { message: 'Your card number is incomplete.' } };
          },
        };
        groups.set(elements, group);
        return elements;
      },
      async createPaymentMethod(options) {
        const id = groups.get(options?.elements)?.paymentMethod() ?? '';
        calls.created.push(id);
        return { paymentMethod: { id } };
      },
      async confirmPayment(options) {
        calls.confirmed.push(options?.clientSecret ?? null);
        return { paymentIntent: { status: 'succeeded' } };
      },
    };
  }
  // The release the loader expects (@stripe/stripe-js warns on another one).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
