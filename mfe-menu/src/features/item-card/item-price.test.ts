import type { MenuItem } from '@owa/shared';
import { itemPriceText } from './item-price';

describe('spec 1 §2.5 item card price', () => {
  it('shows a priced item with a dollar sign and two decimals', () => {
    expect(itemPriceText({ code: 'FRIES', price: 4.99 } as MenuItem)).toEqual({ from: false, text: '$4.99' });
  });

  it("shows 'From' the cheapest way to complete an item priced 0 with required groups (demo POKE)", () => {
    const value = (code: string, price: number) => ({ code, value: code, charges: [{ price }] });
    const poke = {
      code: 'POKE',
      price: 0,
      options: [
        {
          code: 'BASE',
          name: 'Base',
          minCardinality: 1,
          maxCardinality: 1,
          values: [value('RICE', 12), value('SALAD', 11)],
        },
        {
          code: 'PROTEIN',
          name: 'Protein',
          minCardinality: 1,
          maxCardinality: 1,
          values: [value('TUNA', 4), value('TOFU', 2)],
        },
      ],
    } as unknown as MenuItem;
    expect(itemPriceText(poke)).toEqual({ from: true, text: '$13.00' });
  });
});
