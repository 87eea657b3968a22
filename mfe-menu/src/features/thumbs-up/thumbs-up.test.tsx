import { bus, configureSiteApi, type SessionState } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMenuStore } from '../../app/store';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { ThumbsUpButton } from './ThumbsUpButton';
import { likesListener } from './thumbs-up-actions';
import { likesRequested } from './thumbs-up-slice';
import { ANONYMOUS_LIKES_KEY, PENDING_LIKE_KEY } from './thumbs-up-storage';

// Dialog journeys click through Chakra's state machines: slow on a shared 2-core machine.
jest.setTimeout(30_000);

interface Call {
  readonly url: string;
  readonly body: Record<string, unknown> | undefined;
}

/** The API's thumbs-up calls with a count per item, or failing for every click. */
function fakeThumbsApi(options: { failClicks?: boolean; history?: string[] } = {}) {
  configureSiteApi({ baseUrl: '/api/v1', production: false });
  const calls: Call[] = [];
  const counts: Record<string, number> = { BYOB: 17 };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    let answer: unknown = [];
    if (url.includes('/item/click_thumbup')) {
      if (options.failClicks) {
        return {
          ok: false,
          status: 500,
          text: async () => JSON.stringify({ errorCode: 'GENERAL_ERR_INTERNAL', errorMsg: 'down' }),
        } as Response;
      }
      const code = String(body?.itemCode);
      const unlike = typeof body?.itemthumbupid === 'string';
      counts[code] = (counts[code] ?? 0) + (unlike ? -1 : 1);
      answer = {
        itemCode: code,
        itemthumbupid: unlike ? null : `like-${code}`,
        liked: !unlike,
        thumbup: counts[code],
      };
    } else if (url.includes('/customer/thumbup_history/')) {
      answer = options.history ?? [];
    } else if (url.includes('/item/get_thumbup/')) {
      answer = Object.entries(counts).map(([itemCode, thumbup]) => ({ itemCode, thumbup }));
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as typeof fetch;
  return calls;
}

function renderButton() {
  const store = createMenuStore();
  render(
    <MicroFrontendFrame
      area="thumbs-test"
      english={english}
      loaders={loaders}
      wrap={(children) => <Provider store={store}>{children}</Provider>}
    >
      <ThumbsUpButton
        storeId="1001"
        groupId="G1001"
        menuCode="ALLDAY"
        itemCode="BYOB"
        itemName="Build Your Burger"
        count={17}
      />
    </MicroFrontendFrame>,
  );
  return store;
}

const session = (user: SessionState['user']): SessionState => ({
  language: 'en',
  direction: 'ltr',
  groupId: 'G1001',
  storeId: '1001',
  user,
  token: user ? 'token' : null,
  kioskMode: false,
  primaryColor: '#1e9d84',
});

beforeEach(() => {
  window.localStorage.clear();
  bus.publisherFor('shell').publish('shell:session', session(null));
});

describe('thumbs-up for a visitor', () => {
  it('likes with the returned id kept in anonymousLikes, and takes the like back with it', async () => {
    const calls = fakeThumbsApi();
    renderButton();
    const button = screen.getByRole('button', { name: 'Like Build Your Burger, 17 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    act(() => button.click());
    const liked = await screen.findByRole('button', { name: 'Like Build Your Burger, 18 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(ANONYMOUS_LIKES_KEY) ?? '{}')).toEqual({
      BYOB: 'like-BYOB',
    });
    expect(calls[0]?.body).toEqual({
      storeId: '1001',
      groupId: 'G1001',
      catalogCode: 'ALLDAY',
      itemCode: 'BYOB',
      itemthumbupid: null,
    });

    await waitFor(() => expect(liked).not.toHaveAttribute('aria-disabled'));
    act(() => liked.click());
    await screen.findByRole('button', { name: 'Like Build Your Burger, 17 likes' });
    expect(calls[1]?.body).toMatchObject({ itemthumbupid: 'like-BYOB' });
    expect(window.localStorage.getItem(ANONYMOUS_LIKES_KEY)).toBeNull();
  });

  it('stays focusable while its like is sent, and ignores a second press until the answer', async () => {
    const calls = fakeThumbsApi();
    // The like's answer waits until the test lets it through.
    const answer = globalThis.fetch;
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    globalThis.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      const response = await answer(...args);
      await held;
      return response;
    }) as typeof fetch;
    renderButton();
    const button = screen.getByRole('button', { name: 'Like Build Your Burger, 17 likes' });
    act(() => {
      button.focus();
      button.click();
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toBeEnabled();
    act(() => button.click());
    letThrough();
    await screen.findByRole('button', { name: 'Like Build Your Burger, 18 likes' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(calls.filter((call) => call.url.includes('click_thumbup'))).toHaveLength(1);
    expect(button).toHaveFocus();
  });

  it('asks for a login, flagged as from thumbs-up, when the like fails', async () => {
    fakeThumbsApi({ failClicks: true });
    const requests: unknown[] = [];
    const subscription = bus.on('account:login-requested').subscribe((request) => requests.push(request));
    renderButton();
    act(() => screen.getByRole('button', { name: /Like Build Your Burger/ }).click());
    await waitFor(() => expect(requests).toEqual([{ fromThumbsUp: true, reason: 'thumbs-up' }]));
    expect(JSON.parse(window.localStorage.getItem(PENDING_LIKE_KEY) ?? 'null')).toMatchObject({
      itemCode: 'BYOB',
    });
    expect(screen.getByRole('button', { name: 'Like Build Your Burger, 17 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    subscription.unsubscribe();
  });
});

describe('thumbs-up for a customer', () => {
  it('reads the likes from the history and re-sends the visitor likes as the customer, then forgets them', async () => {
    window.localStorage.setItem(ANONYMOUS_LIKES_KEY, JSON.stringify({ BYOB: 'anon-1', FRIES: 'anon-2' }));
    const calls = fakeThumbsApi({ history: ['FRIES'] });
    const store = renderButton();
    act(() => {
      bus.publisherFor('shell').publish('shell:session', session({ id: '7', displayName: 'Jane Doe' }));
      store.dispatch(likesListener);
      store.dispatch(likesRequested({ storeId: '1001', groupId: 'G1001', menuCode: 'ALLDAY' }, true));
    });
    await waitFor(() => expect(calls.some((call) => call.url.includes('click_thumbup'))).toBe(true));
    expect(calls.some((call) => call.url.endsWith('/customer/thumbup_history/7/G1001/1001'))).toBe(true);
    const clicks = calls.filter((call) => call.url.includes('click_thumbup'));
    // FRIES is already the customer's: re-sending it would take the like back.
    expect(clicks.map((call) => call.body)).toEqual([
      { storeId: '1001', groupId: 'G1001', catalogCode: 'ALLDAY', itemCode: 'BYOB', customerId: 7 },
    ]);
    expect(window.localStorage.getItem(ANONYMOUS_LIKES_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Like Build Your Burger, 18 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
