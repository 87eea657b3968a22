import { bus, type Group, type Store } from '@owa/shared';
import { act, render, screen } from '@testing-library/react';
import { HostFrame } from '../../shell/HostFrame';
import { setSite, storeContext$ } from '../store-context';
import { fullHeaderParts } from './FullHeader';
import { Header } from './Header';
import { headerParts$ } from './header-extras';

const group = (stores: number): Group => ({
  groupId: 'G1001',
  groupName: 'Maple & Co.',
  slug: 'maple-co',
  stores: Array.from({ length: stores }, (_, index) => ({
    storeId: String(1001 + index),
    name: `Store ${index}`,
  })),
  settings: {
    owaSettings: {
      externalSettings: {
        topBannerExternalLinks: [
          { label: 'STORE_LOGO', link: '/owa/g/maple-co/G1001/' },
          { label: 'Catering', link: 'https://catering.example/' },
        ],
      },
    },
  },
});
const store = { storeId: '1001', name: 'Maple Downtown', slug: 'maple-downtown', groupId: 'G1001' } as Store;

function renderHeader() {
  return render(
    <HostFrame area="test">
      <Header />
    </HostFrame>,
  );
}

describe('the shell header (spec 1 §2.3, spec 3 §7)', () => {
  beforeEach(() => {
    headerParts$.next(fullHeaderParts);
    window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY');
    setSite({ apiBase: '/api/v1', config: { homeGroups: [], customHeaders: [] } });
    bus.publisherFor('shell').publish('shell:session', {
      language: 'en',
      direction: 'ltr',
      groupId: 'G1001',
      storeId: '1001',
      user: null,
      token: null,
      kioskMode: false,
      primaryColor: '#1e9d84',
    });
  });

  it('shows Locations for a group of several stores, the group links, and the logo as back', () => {
    act(() =>
      storeContext$.next({
        storeId: '1001',
        store,
        group: group(3),
        onlineMenuCount: 1,
        status: 'ready',
        errorCode: null,
      }),
    );
    renderHeader();
    expect(screen.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/owa/g/maple-co/G1001/');
    expect(screen.getByRole('link', { name: 'Catering (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Maple & Co.' })).toHaveAttribute(
      'href',
      '/owa/g/maple-co/G1001/',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('has no Locations for a single store, and the custom header for a configured group', () => {
    setSite({
      apiBase: '/api/v1',
      config: {
        homeGroups: [],
        customHeaders: [
          {
            groupIds: ['G1001'],
            brandName: 'Brand',
            links: [{ label: { en: 'Privacy' }, href: '/privacy' }],
            priceLine: [{ label: { en: 'Small' }, price: 12.99 }],
          },
        ],
      },
    });
    act(() =>
      storeContext$.next({
        storeId: '1001',
        store,
        group: group(1),
        onlineMenuCount: 1,
        status: 'ready',
        errorCode: null,
      }),
    );
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Locations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pizza prices' })).toHaveTextContent('Small $12.99');
  });

  it('shows its basic row until the store is known, then the full one', () => {
    act(() => headerParts$.next(null));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/owa/');
    expect(screen.queryByRole('link', { name: 'Locations' })).toBeNull();
    act(() =>
      storeContext$.next({
        storeId: '1001',
        store,
        group: group(3),
        onlineMenuCount: 1,
        status: 'ready',
        errorCode: null,
      }),
    );
    act(() => headerParts$.next(fullHeaderParts));
    expect(screen.getByRole('link', { name: 'Locations' })).toBeInTheDocument();
  });

  it('renders nothing on the bare stripe return route', () => {
    window.history.replaceState(null, '', '/owa/snappy/detail/G1001/1001/3ds_success_handler');
    const { container } = renderHeader();
    expect(container.querySelector('nav')).toBeNull();
  });
});
