import { bus } from '@owa/shared';
import { interactiveOrAsked } from './compose';

jest.mock('single-spa', () => ({}));

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('a waiting service loads once the page is interactive, or first when a press asks for it', () => {
  it('loads the team whose command waits, and not another', async () => {
    const never = new Promise<void>(() => {});
    const menu = interactiveOrAsked('mfe-menu', never);
    const account = interactiveOrAsked('mfe-account-loyalty', never);
    bus.emit('menu:configure-item', {
      storeId: '1001',
      itemCode: 'BYOB',
      menuCode: 'ALLDAY',
      purpose: { kind: 'add' },
    });
    expect(await settled(menu)).toBe(true);
    expect(await settled(account)).toBe(false);
    // A command that waited before the service asked counts too.
    expect(await settled(interactiveOrAsked('mfe-menu', never))).toBe(true);
  });

  it('loads every waiting service once the page is interactive', async () => {
    let interactive: () => void = () => {};
    const page = new Promise<void>((resolve) => {
      interactive = resolve;
    });
    const cart = interactiveOrAsked('mfe-cart-checkout', page);
    expect(await settled(cart)).toBe(false);
    interactive();
    expect(await settled(cart)).toBe(true);
  });
});
