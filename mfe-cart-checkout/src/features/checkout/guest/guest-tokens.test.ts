import { GUEST_TOKENS_KEY, guestTokenOf, keepGuestToken } from './guest-tokens';

describe('guest order tokens (issue 23)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a guest order token by order, the newest 20', () => {
    keepGuestToken('ORD-1', 'tok_abcdefghijklmnop');
    expect(guestTokenOf('ORD-1')).toBe('tok_abcdefghijklmnop');
    expect(guestTokenOf('ORD-2')).toBeNull();
    for (let index = 0; index < 25; index += 1)
      keepGuestToken(`N-${index}`, `token-${index}-abcdefghijklmnop`);
    expect(guestTokenOf('ORD-1')).toBeNull();
    expect(guestTokenOf('N-24')).toBe('token-24-abcdefghijklmnop');
  });

  it('ignores a customer order (no token), malformed tokens and tampered storage', () => {
    keepGuestToken('ORD-1', null);
    keepGuestToken('ORD-2', 'short');
    expect(window.localStorage.getItem(GUEST_TOKENS_KEY)).toBeNull();
    window.localStorage.setItem(GUEST_TOKENS_KEY, '{"ORD-3": 5');
    expect(guestTokenOf('ORD-3')).toBeNull();
  });
});
