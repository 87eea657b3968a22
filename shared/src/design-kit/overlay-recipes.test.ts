import { brandSystem, loadBrandShades } from './system';

describe('overlay recipes (off the first paint, added when the overlays entry loads)', () => {
  it('are absent from the first-paint system and added to built and later systems by the overlays entry', async () => {
    const maple = brandSystem();
    expect(maple.isSlotRecipe('dialog')).toBe(false);
    expect(maple.isRecipe('checkmark')).toBe(false);
    // The form parts (Ark's field machinery) come with the overlays entry too.
    expect(maple.isSlotRecipe('field')).toBe(false);
    expect(maple.isRecipe('textarea')).toBe(false);

    await import('./overlays');

    expect(maple.isSlotRecipe('dialog')).toBe(true);
    expect(maple.isSlotRecipe('tabs')).toBe(true);
    expect(maple.isRecipe('checkmark')).toBe(true);
    expect(maple.isSlotRecipe('field')).toBe(true);
    expect(maple.isRecipe('textarea')).toBe(true);
    expect(maple.getSlotRecipe('dialog')?.slots).toContain('content');
    await loadBrandShades();
    expect(brandSystem('#d62828').isSlotRecipe('drawer')).toBe(true);
    // The first-paint recipes are still there.
    expect(maple.isSlotRecipe('card')).toBe(true);
    expect(maple.isRecipe('input')).toBe(true);
  });
});
