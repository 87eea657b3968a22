import { goesWellWith, MAX_SUGGESTIONS } from './goes-well-with';

const item = (code: string, orderable = true) => ({ code, orderable });
const menu = [item('FRIES'), item('ONIONRINGS'), item('ICEDTEA'), item('COLA'), item('LOBSTER', false)];
const orderable = (i: { orderable: boolean }) => i.orderable;
const codes = (items: readonly { code: string }[]) => items.map((i) => i.code);
// Store 1001's suggestions (DEMO-DATA.md).
const downtown = ['COLA', 'ICEDTEA', 'FRIES', 'ONIONRINGS'];

describe('goes well with (issue 22)', () => {
  test("keeps the store's order, leaving out what is already in the cart", () => {
    const shown = goesWellWith({
      suggestedCodes: downtown,
      items: menu,
      cartCodes: ['FRIES'],
      isOrderable: orderable,
    });
    expect(codes(shown)).toEqual(['COLA', 'ICEDTEA', 'ONIONRINGS']);
  });

  test('leaves out an item not orderable now and a code the menu does not have', () => {
    const shown = goesWellWith({
      suggestedCodes: ['LOBSTER', 'GONE', 'COLA'],
      items: menu,
      cartCodes: [],
      isOrderable: orderable,
    });
    expect(codes(shown)).toEqual(['COLA']);
  });

  test('shows at most 8, once each, and nothing when the store names none', () => {
    const many = Array.from({ length: 10 }, (_, n) => item(`I${n}`));
    const suggestedCodes = ['I0', 'I0', ...many.map((i) => i.code)];
    const shown = goesWellWith({ suggestedCodes, items: many, cartCodes: [], isOrderable: orderable });
    expect(codes(shown)).toEqual(many.slice(0, MAX_SUGGESTIONS).map((i) => i.code));
    expect(
      goesWellWith({ suggestedCodes: null, items: menu, cartCodes: [], isOrderable: orderable }),
    ).toEqual([]);
  });

  test('an item in two categories is offered once', () => {
    const shown = goesWellWith({
      suggestedCodes: ['COLA'],
      items: [item('COLA'), item('COLA')],
      cartCodes: [],
      isOrderable: orderable,
    });
    expect(shown).toHaveLength(1);
  });
});
