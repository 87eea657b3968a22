import { callServerGate } from './call-server';

describe('spec 3 §4 service request rules', () => {
  it('needs a login unless anonymous dine-in is allowed, then a table', () => {
    expect(callServerGate({ hasTable: true, loggedIn: false, allowAnonymousDineInOrder: false })).toBe(
      'needs-login',
    );
    expect(callServerGate({ hasTable: false, loggedIn: false, allowAnonymousDineInOrder: true })).toBe(
      'needs-table',
    );
    expect(callServerGate({ hasTable: false, loggedIn: true, allowAnonymousDineInOrder: false })).toBe(
      'needs-table',
    );
    expect(callServerGate({ hasTable: true, loggedIn: true, allowAnonymousDineInOrder: false })).toBe('open');
    expect(callServerGate({ hasTable: true, loggedIn: false, allowAnonymousDineInOrder: true })).toBe('open');
  });
});
