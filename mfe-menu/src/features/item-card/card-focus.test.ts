import { rememberCardFocus, takeCardFocus } from './card-focus';

describe("the card's focus after a press swaps its controls", () => {
  afterEach(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });

  it('goes back to the pressed card once, when the focus was lost', () => {
    rememberCardFocus('FRIES');
    expect(takeCardFocus('SALAD')).toBe(false);
    expect(takeCardFocus('FRIES')).toBe(true);
    expect(takeCardFocus('FRIES')).toBe(false);
  });

  it('stays where the diner put it meanwhile', () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    rememberCardFocus('FRIES');
    elsewhere.focus();
    expect(takeCardFocus('FRIES')).toBe(false);
    elsewhere.remove();
  });

  it('is not taken back once the diner has tapped elsewhere (the cart), even with the focus lost', () => {
    rememberCardFocus('FRIES');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.activeElement).toBe(document.body);
    expect(takeCardFocus('FRIES')).toBe(false);
  });

  it('is not taken back once the diner has pressed a key elsewhere', () => {
    rememberCardFocus('FRIES');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(takeCardFocus('FRIES')).toBe(false);
  });

  it('a later press of another card is remembered afresh', () => {
    rememberCardFocus('FRIES');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    rememberCardFocus('SALAD');
    expect(takeCardFocus('SALAD')).toBe(true);
  });
});
