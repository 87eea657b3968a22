import { bus } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AccountStore } from '../../app/store';
import { janeRewards } from '../../domain/loyalty/testing/jane';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { janeStore } from './testing/render';
import { useLoyaltyActions } from './use-loyalty-actions';

const commands: { name: string; payload: unknown }[] = [];
const sinks = (['shell:snack', 'menu:configure-item', 'cart:add-item'] as const).map((name) =>
  bus.on(name).subscribe((payload) => commands.push({ name, payload })),
);
afterAll(() => {
  for (const sink of sinks) sink.unsubscribe();
});
beforeEach(() => {
  commands.length = 0;
});

function actionsFor(store: AccountStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MicroFrontendFrame area="test" english={english} loaders={loaders}>
      <Provider store={store}>{children}</Provider>
    </MicroFrontendFrame>
  );
  return renderHook(() => useLoyaltyActions(), { wrapper }).result;
}

it('a reward whose item has choices goes through the menu team first and applies only when configured', () => {
  const store = janeStore();
  const combo = {
    ...(janeRewards[0] as (typeof janeRewards)[0]),
    id: 'RW-COMBO',
    menuItem: {
      code: 'COMBO1',
      name: 'Burger Combo',
      price: 14.99,
      menuCode: 'ALLDAY',
      itemRelationList: [{} as never],
    },
  };
  const actions = actionsFor(store);
  act(() => actions.current.redeemReward(combo));
  expect(commands).toEqual([
    {
      name: 'menu:configure-item',
      payload: {
        storeId: '1001',
        itemCode: 'COMBO1',
        menuCode: 'ALLDAY',
        purpose: { kind: 'reward', rewardId: 'RW-COMBO' },
      },
    },
  ]);
  expect(store.getState().loyalty.pending).toEqual({ kind: 'reward', rewardId: 'RW-COMBO' });
  expect(store.getState().loyalty.applied.redemptionItems).toEqual([]);
});

describe('opening a punch card (spec 3 §4: 10 tries, 50 ms apart)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says so when the card never arrives', async () => {
    const store = janeStore();
    const actions = actionsFor(store);
    act(() => actions.current.open({ kind: 'punchCard', id: 'pc_unknown' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(449);
    });
    expect(commands).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(commands).toEqual([
      {
        name: 'shell:snack',
        payload: {
          message: 'Unable to open punch card. Please refresh the page and try again.',
          status: 'error',
        },
      },
    ]);
    expect(store.getState().loyalty.dialog).toBeNull();
  });

  it('opens a card that is there', async () => {
    const store = janeStore();
    const actions = actionsFor(store);
    act(() => actions.current.open({ kind: 'punchCard', id: 'pc_jane_coffee' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(store.getState().loyalty.dialog).toEqual({ kind: 'punchCard', id: 'pc_jane_coffee' });
  });
});
