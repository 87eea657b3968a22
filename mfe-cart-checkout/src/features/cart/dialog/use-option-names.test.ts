import { bus, type Menu } from '@owa/shared';
import { BYOB } from '@owa/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { useOptionNames } from './use-option-names';

const menu = (code: string): Menu => ({
  code,
  menuGroups: [{ code: 'BURGERS', name: 'Burgers', menuItems: [BYOB] }],
});

const api = fakeApi(() => ({ '/menu/': () => [200, menu('BREAKFAST')] }));

beforeEach(() => api.reset());

describe("the cart's option names (one request per fact per page)", () => {
  it("takes the store page's menu from the menu team's channel, with no request", () => {
    act(() =>
      bus
        .publisherFor('menu')
        .publish('menu:store-menu', { storeId: '1001', menuCode: 'ALLDAY', menu: menu('ALLDAY') }),
    );
    const { result } = renderHook(() => useOptionNames('1001', 'ALLDAY'));
    expect(result.current?.get('BYOB/PATTY/VEGGIE')).toBe('Veggie');
    expect(api.callsTo('/menu/')).toHaveLength(0);
  });

  it('fetches a menu the page does not show, once', async () => {
    const first = renderHook(() => useOptionNames('1001', 'BREAKFAST'));
    await waitFor(() => expect(first.result.current?.get('BYOB/SAUCE/MAYO')).toBeDefined());
    const second = renderHook(() => useOptionNames('1001', 'BREAKFAST'));
    await waitFor(() => expect(second.result.current).not.toBeNull());
    expect(api.callsTo('/menu/BREAKFAST')).toHaveLength(1);
  });
});
