import { useEffect, useState } from 'react';
import { type AddressSuggestion, searchAddresses } from './delivery-api';

/** Waits for a pause in typing before asking, so a word is one request, not one per key. */
export const SEARCH_DELAY_MS = 200;
const MIN_CHARACTERS = 2;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; suggestions: AddressSuggestion[] }
  | { status: 'failed' };

/** Address suggestions as the diner types (country restricted); only the latest text's answer counts. */
export function useAddressSearch(text: string, countries: string, enabled: boolean): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || text.trim().length < MIN_CHARACTERS) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'searching' });
    const timer = setTimeout(() => {
      searchAddresses(text.trim(), countries, controller.signal)
        .then((suggestions) => setState({ status: 'done', suggestions }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, countries, enabled]);
  return state;
}
