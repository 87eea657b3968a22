import { createMenuStore } from '../../app/store';
import { dietaryFilterChanged, selectDietaryFilter } from './dietary-filter-slice';
import { DIETARY_FILTERS_KEY, readFilters } from './filter-storage';

describe('issue 22 dietary filters kept per diner across reloads', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a visitor's filters under 'guest' and a customer's under their id, in the menu team's key", () => {
    const store = createMenuStore();
    store.dispatch(dietaryFilterChanged('guest', { needs: ['VEGAN'], avoid: [] }));
    store.dispatch(dietaryFilterChanged('42', { needs: [], avoid: ['PEANUT', 'TREE_NUTS'] }));
    expect(JSON.parse(window.localStorage.getItem(DIETARY_FILTERS_KEY) ?? 'null')).toEqual({
      guest: { needs: ['VEGAN'], avoid: [] },
      '42': { needs: [], avoid: ['PEANUT', 'TREE_NUTS'] },
    });
    // A reload: a new store reads them back before the first render.
    const reloaded = createMenuStore().getState();
    expect(selectDietaryFilter(reloaded, 'guest')).toEqual({ needs: ['VEGAN'], avoid: [] });
    expect(selectDietaryFilter(reloaded, '42')).toEqual({ needs: [], avoid: ['PEANUT', 'TREE_NUTS'] });
  });

  it("a customer who never chose any starts with the visitor's; once cleared, theirs stay cleared", () => {
    const store = createMenuStore();
    store.dispatch(dietaryFilterChanged('guest', { needs: ['HALAL'], avoid: [] }));
    expect(selectDietaryFilter(store.getState(), '7')).toEqual({ needs: ['HALAL'], avoid: [] });
    store.dispatch(dietaryFilterChanged('7', { needs: [], avoid: [] }));
    expect(selectDietaryFilter(createMenuStore().getState(), '7')).toEqual({ needs: [], avoid: [] });
    store.dispatch(dietaryFilterChanged('guest', { needs: [], avoid: [] }));
    expect(window.localStorage.getItem(DIETARY_FILTERS_KEY)).toBeNull();
  });

  it('reads an unreadable or tampered value as no filters, dropping what this build does not know', () => {
    window.localStorage.setItem(DIETARY_FILTERS_KEY, '{not json');
    expect(readFilters(window.localStorage)).toEqual({});
    window.localStorage.setItem(
      DIETARY_FILTERS_KEY,
      JSON.stringify({ guest: { needs: ['VEGAN', 'KETO'], avoid: 'MILK' }, broken: 3 }),
    );
    expect(readFilters(window.localStorage)).toEqual({ guest: { needs: ['VEGAN'], avoid: [] } });
  });
});
