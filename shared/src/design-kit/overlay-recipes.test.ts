import { brandSystem, loadBrandShades } from './system';

describe('late recipes (off the first paint, added when the dialogs and overlays entries load)', () => {
  it('are absent from the first-paint system and added to built and later systems by each entry', async () => {
    const maple = brandSystem();
    expect(maple.isSlotRecipe('dialog')).toBe(false);
    expect(maple.isRecipe('checkmark')).toBe(false);
    // The form parts (Ark's field machinery) come with the dialogs entry.
    expect(maple.isSlotRecipe('field')).toBe(false);
    expect(maple.isRecipe('textarea')).toBe(false);
    expect(maple.isSlotRecipe('tabs')).toBe(false);

    await import('./dialogs');

    expect(maple.isSlotRecipe('dialog')).toBe(true);
    expect(maple.isRecipe('checkmark')).toBe(true);
    expect(maple.isSlotRecipe('field')).toBe(true);
    expect(maple.isRecipe('textarea')).toBe(true);
    expect(maple.getSlotRecipe('dialog')?.slots).toContain('content');
    // What no first dialog uses waits for the overlays entry.
    expect(maple.isSlotRecipe('tabs')).toBe(false);

    await import('./overlays');

    expect(maple.isSlotRecipe('tabs')).toBe(true);
    await loadBrandShades();
    expect(brandSystem('#d62828').isSlotRecipe('drawer')).toBe(true);
    expect(brandSystem('#d62828').isSlotRecipe('dialog')).toBe(true);
    // The first-paint recipes are still there.
    expect(maple.isSlotRecipe('card')).toBe(true);
    expect(maple.isRecipe('input')).toBe(true);
  });
});
