import { bus } from '@owa/shared';
import { readStoredAuth, SHELL_STORAGE_KEYS, startSession } from './session';

describe('the shell keeps the login', () => {
  beforeEach(() => window.localStorage.clear());

  it('drops a malformed kept login instead of trusting it', () => {
    window.localStorage.setItem(SHELL_STORAGE_KEYS.auth, '{"token":""}');
    expect(readStoredAuth(window.localStorage)).toBeNull();
    expect(window.localStorage.getItem(SHELL_STORAGE_KEYS.auth)).toBeNull();
  });

  it('publishes the user on shell:logged-in, keeps it, and clears it on logout', () => {
    startSession(window.localStorage);
    bus.emit('shell:logged-in', { token: 'tok-1', user: { id: '7', displayName: 'Jane Doe' } });
    expect(bus.current('shell:session')).toMatchObject({ token: 'tok-1', user: { id: '7' } });
    expect(readStoredAuth(window.localStorage)).toEqual({
      token: 'tok-1',
      user: { id: '7', displayName: 'Jane Doe' },
    });

    bus.emit('shell:logout', {});
    expect(bus.current('shell:session')).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem(SHELL_STORAGE_KEYS.auth)).toBeNull();
  });
});
