import { DeliveryProviderDetailSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { apiForThisFile } from '../../test-support/harness.js';
import { type AddressSuggestion, demoSuggestionProvider } from './suggestions.js';

describe('demo address search (the seam a maps autocomplete plugs into)', () => {
  const provider = demoSuggestionProvider();
  const labels = async (text: string, countries = ['CA'], limit = 5) =>
    (await provider.suggest({ text, countries, limit })).map((s) => s.label);

  test('every word typed must start a word of the place, in any case and order', async () => {
    expect(await labels('200 bay')).toEqual(['200 Bay St, Toronto, ON M5J 2J2']);
    expect(await labels('BAY st TOR')).toEqual(['200 Bay St, Toronto, ON M5J 2J2']);
    expect(await labels('toronto')).toHaveLength(3);
    expect(await labels('silver dart')).toEqual(['6301 Silver Dart Dr, Mississauga, ON L5P 1B2']);
    expect(await labels('ay st')).toEqual([]);
  });

  test('restricted to the countries asked, limited, and empty for blank text', async () => {
    expect(await labels('toronto', ['US'])).toEqual([]);
    expect(await labels('toronto', ['US', 'CA'], 2)).toHaveLength(2);
    expect(await labels('   ')).toEqual([]);
  });

  test('a place without a postal code is still suggested, with postCode null', async () => {
    const [queen] = await provider.suggest({ text: 'queen st w', countries: ['CA'], limit: 5 });
    expect(queen?.address).toMatchObject({ addressLine1: 'Queen St W', postCode: null });
  });
});

describe('GET /address/suggestions', () => {
  const server = apiForThisFile();

  test('answers places for the typed text, CA by default, ready for the range check', async () => {
    const response = await server.api.get<{ suggestions: AddressSuggestion[] }>(
      '/address/suggestions?q=200%20Bay',
    );
    expect(response.status).toBe(200);
    expect(response.body.suggestions).toEqual([
      {
        id: 'demo-0',
        label: '200 Bay St, Toronto, ON M5J 2J2',
        address: {
          addressLine1: '200 Bay St',
          city: 'Toronto',
          province: 'ON',
          country: 'CA',
          postCode: 'M5J 2J2',
          gpsCoordinate: { latitude: 43.6465, longitude: -79.3795 },
        },
      },
    ]);
    // The chosen suggestion is what the client sends to the range check.
    const providers = await server.api.post<{ result: unknown[] }>(
      '/order/validate_providers',
      response.body.suggestions[0]?.address,
      { storeId: '1001' },
    );
    expect(providers.status).toBe(200);
    expect(providers.body.result.every((p) => v.is(DeliveryProviderDetailSchema, p))).toBe(true);
  });

  test('country list and limit are honoured; bad input is a 400 naming the field', async () => {
    const us = await server.api.get<{ suggestions: unknown[] }>('/address/suggestions?q=toronto&country=us');
    expect(us.body.suggestions).toEqual([]);
    const two = await server.api.get<{ suggestions: unknown[] }>(
      '/address/suggestions?q=toronto&country=US,CA&limit=2',
    );
    expect(two.body.suggestions).toHaveLength(2);
    for (const bad of [
      'q=bay&country=CAN',
      'q=bay&limit=0',
      'q=bay&limit=50',
      'country=CA',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await server.api.get<{ errorCode: string; errorMsg: string }>(
        `/address/suggestions?${bad}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.errorMsg).toMatch(/Invalid query field '(q|country|limit)'|Invalid query/);
    }
  });
});
