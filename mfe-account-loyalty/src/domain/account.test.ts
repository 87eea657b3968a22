import fc from 'fast-check';
import { externalLinkVisibility, giftcardAppUrl, reservationAppUrl } from './external-links';
import {
  forcesGuestStep,
  isAnonymousDineInAllowed,
  isGuestPathAvailable,
  isKioskFlag,
  showGuestHistoryIcon,
} from './guest';
import {
  addGuestOrder,
  guestOrdersForStore,
  parseGuestHistory,
  serializeGuestHistory,
} from './guest-history';
import {
  canResendCode,
  codeInput,
  isValidPhone,
  loginCodeError,
  phoneInput,
  resendSecondsLeft,
  shouldAutoSubmit,
} from './login';
import { applyHistoryPage, emptyOrderHistory, historyList, nextHistoryQuery } from './order-history';
import { referralLink } from './referral';

describe('spec 3 §4 referral link', () => {
  it('is origin + /owa/g/-/{groupId}?referrer={customerId}', () => {
    expect(referralLink('https://order.example.com', 'G1001', 42)).toBe(
      'https://order.example.com/owa/g/-/G1001?referrer=42',
    );
    expect(referralLink('https://order.example.com/', 'G1001', '42')).toBe(
      'https://order.example.com/owa/g/-/G1001?referrer=42',
    );
  });
  it('is only for a logged-in user', () => {
    expect(referralLink('https://order.example.com', 'G1001', null)).toBeUndefined();
    expect(referralLink('https://order.example.com', 'G1001', ' ')).toBeUndefined();
  });
});

describe('spec 3 §4 order history paging', () => {
  const orders = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ orderId: from + i }));

  it('asks for 10 per page from page 1', () => {
    expect(nextHistoryQuery(emptyOrderHistory())).toEqual({ size: 10, page: 1 });
  });

  it("Jane's 12 orders: page 1 has more, page 2 completes", () => {
    let state = applyHistoryPage(emptyOrderHistory(), {
      currentPage: orders(1, 10),
      pageNumber: 1,
      totalSize: 12,
    });
    expect(state.hasMore).toBe(true);
    expect(nextHistoryQuery(state)).toEqual({ size: 10, page: 2 });
    state = applyHistoryPage(state, { currentPage: orders(11, 2), pageNumber: 2, totalSize: 12 });
    expect(state.hasMore).toBe(false);
    expect(state.pageNumber).toBe(2);
    expect(historyList(state)).toHaveLength(12);
  });

  it('an empty history has no more', () => {
    const state = applyHistoryPage(emptyOrderHistory(), { currentPage: [], pageNumber: 1, totalSize: 0 });
    expect(state.hasMore).toBe(false);
  });

  it('orders are keyed by id: a repeated order is not counted twice, and a page with nothing new stops', () => {
    let state = applyHistoryPage(emptyOrderHistory(), {
      currentPage: orders(1, 10),
      pageNumber: 1,
      totalSize: 25,
    });
    state = applyHistoryPage(state, { currentPage: orders(1, 10), pageNumber: 2, totalSize: 25 });
    expect(historyList(state)).toHaveLength(10);
    expect(state.hasMore).toBe(false);
  });

  it('property: paging through any total ends with every order once', () => {
    fc.assert(
      fc.property(fc.nat(95), (total) => {
        let state = emptyOrderHistory();
        for (let guard = 0; guard < 20 && state.hasMore; guard += 1) {
          const { page, size } = nextHistoryQuery(state);
          const start = (page - 1) * size;
          const currentPage = orders(start + 1, Math.max(0, Math.min(size, total - start)));
          state = applyHistoryPage(state, { currentPage, pageNumber: page, totalSize: total });
        }
        return !state.hasMore && historyList(state).length === total;
      }),
    );
  });
});

describe('spec 3 §5 login phone and code', () => {
  it('the phone keeps digits only, at most 10; pasted text is reduced to digits', () => {
    expect(phoneInput('(416) 555-0100')).toBe('4165550100');
    expect(phoneInput('+1 416 555 0100')).toBe('4165550100');
    expect(phoneInput('41655501009999')).toBe('4165550100');
    expect(phoneInput('abc')).toBe('');
  });

  it('a phone is valid with exactly 10 digits', () => {
    expect(isValidPhone('4165550100')).toBe(true);
    expect(isValidPhone('416555010')).toBe(false);
    expect(isValidPhone('41655501000')).toBe(false);
    expect(isValidPhone('416555010a')).toBe(false);
  });

  it("the code is exactly 6 digits, else 'Please enter a 6 digit code'", () => {
    expect(loginCodeError('246810')).toBeUndefined();
    expect(loginCodeError('24681')).toBe('Please enter a 6 digit code');
    expect(loginCodeError('2468100')).toBe('Please enter a 6 digit code');
    expect(loginCodeError('24681a')).toBe('Please enter a 6 digit code');
    expect(codeInput('24 68-10 99')).toBe('246810');
    expect(shouldAutoSubmit(codeInput('2468'))).toBe(false);
    expect(shouldAutoSubmit(codeInput('246810'))).toBe(true);
  });

  it('property: the phone field never holds anything but up to 10 digits', () => {
    fc.assert(fc.property(fc.string(), (text) => /^\d{0,10}$/.test(phoneInput(text))));
  });
});

describe('spec 3 §4 resend countdown (60 s)', () => {
  const sentAt = 1_000_000;
  it('counts down from 60 and then allows a resend', () => {
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 59_999)).toBe(1);
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(canResendCode(sentAt, sentAt + 60_000)).toBe(true);
    expect(canResendCode(sentAt, sentAt + 30_000)).toBe(false);
    expect(canResendCode(null, sentAt)).toBe(true);
    expect(resendSecondsLeft(sentAt, sentAt - 5_000)).toBe(60);
  });
});

describe('spec 3 §4 guest path', () => {
  const ok = {
    orderType: 'DINE_IN',
    allowAnonymousDineInOrder: true,
    allowAnonymousDineInKioskMode: false,
    kioskMode: false,
    skipCheckout: true,
    cartEmpty: false,
  };

  it('is available for dine-in with anonymous dine-in, skipCheckout and a non-empty cart', () => {
    expect(isGuestPathAvailable(ok)).toBe(true);
    expect(isGuestPathAvailable({ ...ok, orderType: 'PICKUP' })).toBe(false);
    expect(isGuestPathAvailable({ ...ok, allowAnonymousDineInOrder: false })).toBe(false);
    expect(isGuestPathAvailable({ ...ok, skipCheckout: false })).toBe(false);
    expect(isGuestPathAvailable({ ...ok, cartEmpty: true })).toBe(false);
  });

  it('with the kiosk-only setting anonymous dine-in needs kiosk mode', () => {
    expect(isAnonymousDineInAllowed({ ...ok, allowAnonymousDineInKioskMode: true })).toBe(false);
    expect(isAnonymousDineInAllowed({ ...ok, allowAnonymousDineInKioskMode: true, kioskMode: true })).toBe(
      true,
    );
  });

  it('kiosk mode forces the guest step for a checkout while the guest path is open', () => {
    const kiosk = { kioskMode: true, guestPathAvailable: true, reason: 'checkout' };
    expect(forcesGuestStep(kiosk)).toBe(true);
    expect(forcesGuestStep({ ...kiosk, kioskMode: false })).toBe(false);
    expect(forcesGuestStep({ ...kiosk, guestPathAvailable: false })).toBe(false);
    expect(forcesGuestStep({ ...kiosk, reason: 'user' })).toBe(false);
  });

  it('kioskMode is 1 or true', () => {
    expect(isKioskFlag('1')).toBe(true);
    expect(isKioskFlag('TRUE')).toBe(true);
    expect(isKioskFlag('yes')).toBe(false);
    expect(isKioskFlag(null)).toBe(false);
  });

  it('spec 1 §2.3 the guest-history icon needs anonymous dine-in and skip-checkout', () => {
    expect(showGuestHistoryIcon({ allowAnonymousDineInOrder: true, skipCheckout: true })).toBe(true);
    expect(showGuestHistoryIcon({ allowAnonymousDineInOrder: true, skipCheckout: false })).toBe(false);
  });
});

describe('spec 3 §3 guest order history per store', () => {
  it('pushes each order id once to its store', () => {
    let history = addGuestOrder({}, 1003, 'A1');
    history = addGuestOrder(history, 1003, 'A2');
    history = addGuestOrder(history, 1003, 'A1');
    history = addGuestOrder(history, '1001', 7);
    expect(history).toEqual({ '1003': ['A1', 'A2'], '1001': ['7'] });
    expect(guestOrdersForStore(history, 1003)).toEqual(['A2', 'A1']);
    expect(guestOrdersForStore(history, 9999)).toEqual([]);
  });

  it('round-trips through storage text and survives malformed text', () => {
    const history = { '1003': ['A1'] };
    expect(parseGuestHistory(serializeGuestHistory(history))).toEqual(history);
    expect(parseGuestHistory('not json')).toEqual({});
    expect(parseGuestHistory('[1,2]')).toEqual({});
    expect(parseGuestHistory(null)).toEqual({});
    expect(parseGuestHistory('{"1003":["A1",{"x":1},5],"1001":"oops"}')).toEqual({ '1003': ['A1', '5'] });
  });
});

describe('spec 3 §7 external app links', () => {
  const all = {
    features: {
      selfcareGiftcardSupported: true,
      selfcareMembershipDepositSupported: true,
      inStoreLineupSupported: true,
      cpReservationSupported: true,
      inStoreReservationSupported: true,
    },
    webLineupEnabled: true,
    hideLineup: false,
    webReservationEnabled: true,
  };

  it('each link needs its features (spec 1 §6)', () => {
    expect(externalLinkVisibility(all, [{ charges: [{ price: 25 }] }])).toEqual({
      giftCards: true,
      deposit: true,
      coupon: true,
      waitlist: true,
      reservation: true,
    });
    expect(externalLinkVisibility({}, [])).toEqual({
      giftCards: false,
      deposit: false,
      coupon: false,
      waitlist: false,
      reservation: false,
    });
    expect(externalLinkVisibility({ ...all, hideLineup: true }).waitlist).toBe(false);
    expect(
      externalLinkVisibility({ ...all, features: { ...all.features, inStoreLineupSupported: false } })
        .waitlist,
    ).toBe(false);
    expect(
      externalLinkVisibility({ ...all, features: { ...all.features, cpReservationSupported: false } })
        .reservation,
    ).toBe(false);
    expect(externalLinkVisibility({ ...all, webReservationEnabled: false }).reservation).toBe(false);
    expect(externalLinkVisibility(all, [{ charges: [{ price: 25 }], uuid: 'owned' }]).coupon).toBe(false);
  });

  const jane = {
    firstName: 'Jane',
    lastName: 'Doe',
    telephone: '4165550100',
    email: 'jane@example.com',
    authToken: 'tok',
  };

  it('the gift-card app gets the feature, returnUrl, and personal details only when logged in', () => {
    const url = new URL(
      giftcardAppUrl({
        appBase: 'https://apps.example/',
        storeId: 1001,
        feature: 'GiftCard',
        returnUrl: 'https://o.example/x',
        user: jane,
        lang: 'zhHans',
      }),
    );
    expect(url.pathname).toBe('/giftcard/1001');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      feature: 'GiftCard',
      returnUrl: 'https://o.example/x',
      name: 'Jane Doe',
      telephone: '4165550100',
      email: 'jane@example.com',
      authorizationId: 'tok',
      lang: 'zh',
    });
    const guest = new URL(
      giftcardAppUrl({
        appBase: 'https://apps.example',
        storeId: 1001,
        feature: 'Deposit',
        returnUrl: 'r',
        lang: 'en',
      }),
    );
    expect(Object.fromEntries(guest.searchParams)).toEqual({ feature: 'Deposit', returnUrl: 'r' });
  });

  it('the lineup app adds force and noSms; reservation does not; no email is sent', () => {
    const lineup = new URL(
      reservationAppUrl({
        appBase: 'https://apps.example',
        app: 'lineup',
        storeId: 1001,
        returnUrl: 'r',
        user: jane,
        lang: 'fr',
      }),
    );
    expect(lineup.pathname).toBe('/lineup/');
    expect(Object.fromEntries(lineup.searchParams)).toEqual({
      storeId: '1001',
      returnUrl: 'r',
      force: 'true',
      noSms: 'true',
      name: 'Jane Doe',
      telephone: '4165550100',
      authorizationId: 'tok',
    });
    const reservation = new URL(
      reservationAppUrl({
        appBase: 'https://apps.example',
        app: 'reservation',
        storeId: 1001,
        returnUrl: 'r',
      }),
    );
    expect(Object.fromEntries(reservation.searchParams)).toEqual({ storeId: '1001', returnUrl: 'r' });
  });
});
