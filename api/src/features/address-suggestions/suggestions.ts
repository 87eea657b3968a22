import { type DemoAddress, demoAddresses } from '../../db/seed/addresses.js';

/** One place the diner may pick while typing a delivery address (spec 2 §2 "Delivery address dialog"). */
export interface AddressSuggestion {
  /** Stable for the session: the client echoes nothing back, it sends the address itself. */
  id: string;
  /** The line the list shows. */
  label: string;
  address: {
    addressLine1: string;
    city: string;
    province: string;
    country: string;
    /** null: the place has no postal code; the client says it is invalid before asking for a range. */
    postCode: string | null;
    gpsCoordinate: { latitude: number; longitude: number };
  };
}

export interface SuggestionQuery {
  text: string;
  /** Two-letter country codes the search is restricted to (the store's addressCountryCodes). */
  countries: readonly string[];
  limit: number;
}

/**
 * The seam a real maps autocomplete service plugs into: an adapter that turns its predictions
 * (and place details) into suggestions. The demo search below answers from DEMO-DATA's addresses.
 */
export interface AddressSuggestionProvider {
  suggest(query: SuggestionQuery): Promise<AddressSuggestion[]>;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function toSuggestion(place: DemoAddress, index: number): AddressSuggestion {
  return {
    id: `demo-${index}`,
    label: place.query,
    address: {
      addressLine1: place.addressLine1,
      city: place.city,
      province: place.province,
      country: place.country,
      postCode: place.postCode,
      gpsCoordinate: place.gpsCoordinate,
    },
  };
}

/** Every word typed must start a word of the place (so "200 bay" and "bay st tor" both find 200 Bay St). */
function matches(place: DemoAddress, words: readonly string[]): boolean {
  const placeWords = normalise(place.query).split(' ');
  return words.every((word) => placeWords.some((candidate) => candidate.startsWith(word)));
}

export function demoSuggestionProvider(
  places: readonly DemoAddress[] = demoAddresses,
): AddressSuggestionProvider {
  return {
    async suggest({ text, countries, limit }) {
      const words = normalise(text).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      return places
        .map((place, index) => ({ place, index }))
        .filter(({ place }) => countries.includes(place.country) && matches(place, words))
        .slice(0, limit)
        .map(({ place, index }) => toSuggestion(place, index));
    },
  };
}
