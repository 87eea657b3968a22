import { SuggestionQuerySchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validation.js';
import { type AddressSuggestionProvider, demoSuggestionProvider } from './suggestions.js';

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
