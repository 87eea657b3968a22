import {
  contrastRatio,
  displayMode,
  fullAddress,
  mapsSearchUrl,
  noticeColours,
  noticeHtml,
  noticeMarkup,
  telHref,
} from './store-display';

describe('spec 1 §2.4 store sub-header', () => {
  const store = {
    address: '100 King St W',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
    postalCode: 'M5X 1A9',
  };

  it('joins the address and links it to a maps search', () => {
    expect(fullAddress(store)).toBe('100 King St W, Toronto, ON, CA, M5X 1A9');
    expect(fullAddress({ address: '1 Main', city: '' })).toBe('1 Main');
    expect(mapsSearchUrl('100 King St W, Toronto')).toBe(
      'https://www.google.com/maps/search/?api=1&query=100%20King%20St%20W%2C%20Toronto',
    );
  });

  it('dials the phone with a tel: link', () => {
    expect(telHref('4165550101')).toBe('tel:4165550101');
    expect(telHref('+1 (416) 555-0101')).toBe('tel:+14165550101');
  });

  it('colours the notice from bannerSettings, white and black by default', () => {
    expect(noticeColours({})).toEqual({ background: '#ffffff', text: '#000000' });
    expect(
      noticeColours({
        settings: { owaSettings: { bannerSettings: { backgroundColor: '#FFF4E0', textColor: '#5a3' } } },
      }),
    ).toEqual({ background: '#FFF4E0', text: '#000000' });
    expect(
      noticeColours({
        settings: { owaSettings: { bannerSettings: { backgroundColor: 'red;x', textColor: null } } },
      }),
    ).toEqual({ background: '#ffffff', text: '#000000' });
  });

  it('keeps the store colours when legible, else the better of black and white (demo teal)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    const legible = {
      settings: { owaSettings: { bannerSettings: { backgroundColor: '#ffffff', textColor: '#1a4d8f' } } },
    };
    expect(noticeColours(legible)).toEqual({ background: '#ffffff', text: '#1a4d8f' });
    const teal = {
      settings: { owaSettings: { bannerSettings: { backgroundColor: '#1e9d84', textColor: '#ffffff' } } },
    };
    expect(noticeColours(teal)).toEqual({ background: '#1e9d84', text: '#000000' });
  });

  it('shows the notice message only when there is one and it is enabled', () => {
    const notice = (bannerSettings: Record<string, unknown>) => ({
      settings: { owaSettings: { bannerSettings } },
    });
    expect(noticeHtml(notice({ enabled: true, message: '<b>Patio</b>' }))).toBe('<b>Patio</b>');
    expect(noticeHtml(notice({ enabled: false, message: 'x' }))).toBeNull();
    expect(noticeHtml(notice({ message: '  ' }))).toBeNull();
    expect(noticeHtml({})).toBeNull();
  });

  it('gives the notice as markup only when it has a tag or a character reference', () => {
    const notice = (message: string, enabled = true) => ({
      settings: { owaSettings: { bannerSettings: { enabled, message } } },
    });
    expect(noticeMarkup(notice('Our patio is open! 10% off with code WELCOME10.'))).toBeNull();
    expect(noticeMarkup(notice('Our <b>patio</b> is open'))).toBe('Our <b>patio</b> is open');
    expect(noticeMarkup(notice('Fish &amp; chips'))).toBe('Fish &amp; chips');
    expect(noticeMarkup(notice('<img src=x onerror=alert(1)>'))).toBe('<img src=x onerror=alert(1)>');
    expect(noticeMarkup(notice('<b>closed</b>', false))).toBeNull();
    expect(noticeMarkup({})).toBeNull();
  });

  it('shows cards or a list from the store setting, else the group, else cards', () => {
    expect(displayMode({ settings: { owaSettings: { menuDisplayMode: 'LIST' } } }, 'CARD')).toBe('LIST');
    expect(displayMode({}, 'LIST')).toBe('LIST');
    expect(displayMode({})).toBe('CARD');
  });
});
