// TEST DOUBLE of Stripe.js (https://js.stripe.com/<release>/stripe.js) for the e2e journeys only:
// the test network is closed, so Playwright serves this file in its place. It implements just the
// calls the checkout's StripeCardField makes (Stripe(key), elements(), create('payment').mount(),
// elements.submit(), createPaymentMethod(), confirmPayment()) and records them on
// window.__stripeTestDouble for the journey to read. Its "Payment Element" is a plain labelled
// input holding the payment method id it will create: one of the API simulator's public Stripe
// test ids (pm_card_visa succeeds, pm_card_chargeDeclined is declined). Never ship this.
(() => {
  const calls = { publishableKey: null, elementsOptions: null, created: [], confirmed: [] };
  window.__stripeTestDouble = calls;

  function Stripe(publishableKey) {
    calls.publishableKey = publishableKey;
    let input = null;
    return {
      elements(options) {
        calls.elementsOptions = options;
        return {
          create(type) {
            return {
              mount(host) {
                const label = document.createElement('label');
                label.textContent = `Stripe.js test double: ${type} method id `;
                input = document.createElement('input');
                input.name = 'stripe-test-double-payment-method';
                input.value = 'pm_card_visa';
                label.append(input);
                host.replaceChildren(label);
              },
            };
          },
          async submit() {
            return input?.value ? {} : { error: { message: 'Your card number is incomplete.' } };
          },
        };
      },
      async createPaymentMethod() {
        const id = input?.value ?? '';
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
