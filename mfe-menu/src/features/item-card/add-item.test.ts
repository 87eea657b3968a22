import { bus, type CommandMap, type MenuItem } from '@owa/shared';
import { addFromCard } from './add-item';

const FRIES: MenuItem = { code: 'FRIES', name: 'Classic Fries', price: 4.99 };
const BYOB: MenuItem = {
  code: 'BYOB',
  name: 'Build Your Burger',
  price: 11.99,
  options: [{ code: 'PATTY', name: 'Patty', minCardinality: 1, maxCardinality: 1, values: [] }],
};

const sent: { type: string; payload: unknown }[] = [];
const subscriptions = (['cart:add-item', 'menu:configure-item'] as const).map((type) =>
  bus.on(type).subscribe((payload: CommandMap[typeof type]) => sent.push({ type, payload })),
);
afterAll(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
});
beforeEach(() => {
  sent.length = 0;
});

describe("the card's Add (spec 1 §4.5): one command, and the menu is done", () => {
  it('a bare item goes to the cart as an add from the menu (the cart asks for a time if it needs one)', () => {
    addFromCard(FRIES, '1001', 'ALLDAY');
    expect(sent).toEqual([
      {
        type: 'cart:add-item',
        payload: {
          storeId: '1001',
          menuCode: 'ALLDAY',
          itemCode: 'FRIES',
          name: 'Classic Fries',
          quantity: 1,
          unitPriceCents: 499,
          origin: 'menu',
        },
      },
    ]);
  });

  it('an item with choices opens the item dialog, at once', () => {
    addFromCard(BYOB, '1001', 'ALLDAY');
    expect(sent).toEqual([
      {
        type: 'menu:configure-item',
        payload: { storeId: '1001', itemCode: 'BYOB', menuCode: 'ALLDAY', purpose: { kind: 'add' } },
      },
    ]);
  });
});
