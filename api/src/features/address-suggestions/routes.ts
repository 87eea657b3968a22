import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseInput } from '../../http/validation.js';
import { type AddressSuggestionProvider, demoSuggestionProvider } from './suggestions.js';

/** Spec 2 §9: the default country is CA; the country-code list holds two-letter codes. */
const CountryListSchema = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}(,[A-Z]{2}){0,4}$/, 'must be two-letter country codes separated by commas'),
  v.transform((text) => text.split(',')),
);

const SuggestionQuerySchema = v.object({
  q: v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')),
  country: v.optional(CountryListSchema, 'CA'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(10),
    ),
    '5',
  ),
});

/**
 * GET /address/suggestions?q=&country=CA&limit=5 (a path chosen here: the spec's maps autocomplete
 * has no call of its own): places matching what the diner typed, restricted to the countries.
 */
export function registerAddressSuggestionRoutes(
  app: FastifyInstance,
  provider: AddressSuggestionProvider = demoSuggestionProvider(),
): void {
  app.get('/address/suggestions', async (request) => {
    const query = parseInput(SuggestionQuerySchema, request.query, 'query');
    const suggestions = await provider.suggest({
      text: query.q,
      countries: query.country,
      limit: query.limit,
    });
    return { suggestions };
  });
}
