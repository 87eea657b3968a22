import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { bus } from '../bus/bus';
import { IntlRoot } from './IntlRoot';
import type { MessageLoaders } from './locales';

const english = { greeting: 'Hello' };
const french = { greeting: 'Bonjour' };
const loaders = new Proxy({} as MessageLoaders, {
  get: (_target, locale) => () => Promise.resolve(locale === 'fr' ? french : {}),
});

let renders = 0;
function Greeting() {
  const intl = useIntl();
  renders += 1;
  return <p>{intl.formatMessage({ id: 'greeting' })}</p>;
}

describe('IntlRoot', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('renders its app once as it mounts in English, not again for the same catalogue', async () => {
    render(
      <IntlRoot english={english} loaders={loaders}>
        <Greeting />
      </IntlRoot>,
    );
    await act(async () => {});
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(renders).toBe(1);
  });

  it("follows the diner's language: the app's catalogue once it has loaded", async () => {
    bus.publisherFor('shell').publish('shell:session', {
      language: 'fr',
      direction: 'ltr',
      groupId: null,
      storeId: null,
      user: null,
      token: null,
      kioskMode: false,
      primaryColor: '#1e9d84',
    });
    render(
      <IntlRoot english={english} loaders={loaders}>
        <Greeting />
      </IntlRoot>,
    );
    expect(await screen.findByText('Bonjour')).toBeTruthy();
  });
});
