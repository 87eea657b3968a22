import fc from 'fast-check';
import { catalogueAvailability, itemCardLabel } from './catalogue.js';
import { itemAvailability } from './items.js';

describe('spec 1 §4.4, §2.5 availability the catalogue alone decides', () => {
  it('labels sold out, in-store only and disabled items, in that order', () => {
    expect(catalogueAvailability({ outOfStock: true, nonOrderableChannels: ['ONLINE'] })).toMatchObject({
      reason: 'outOfStock',
      label: 'Sold Out',
    });
    expect(
      catalogueAvailability({ nonOrderableChannels: ['IN_STORE', 'ONLINE'], disabled: true }),
    ).toMatchObject({
      reason: 'inStoreOnly',
      label: 'Order In Store Only',
    });
    expect(catalogueAvailability({ disabled: true })).toMatchObject({
      reason: 'disabled',
      label: 'unavailable',
    });
    expect(catalogueAvailability({ nonOrderableChannels: ['IN_STORE'] })).toEqual({ orderable: true });
  });

  it('gives the card labels of spec 1 §2.5', () => {
    expect(itemCardLabel(catalogueAvailability({ outOfStock: true }))).toBe('Sold out');
    expect(itemCardLabel(catalogueAvailability({ nonOrderableChannels: ['ONLINE'] }))).toBe(
      'Order In Store Only',
    );
    expect(itemCardLabel(catalogueAvailability({ disabled: true }))).toBe('Not Available');
    expect(itemCardLabel(catalogueAvailability({}))).toBeNull();
  });

  it('never says orderable when the full rule refuses for a catalogue reason (property)', () => {
    const context = { at: 0, now: 0, zone: 'America/Toronto', menuAvailable: true };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (outOfStock, inStoreOnly, disabled, storeOpen) => {
          const item = { outOfStock, disabled, nonOrderableChannels: inStoreOnly ? ['ONLINE'] : [] };
          const catalogue = catalogueAvailability(item);
          const full = itemAvailability(item, { ...context, storeOpen });
          if (!catalogue.orderable) expect(full.orderable).toBe(false);
          if (!catalogue.orderable && catalogue.reason !== 'disabled') expect(full).toEqual(catalogue);
        },
      ),
    );
  });
});
