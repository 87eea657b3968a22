import { cardLabels } from './labels';
import { BYOB, COMBO1, FRIES, findItem, LPIZZA, SALAD } from './test-menu';

describe('issue 22 dietary icons on cards', () => {
  it('a simple item shows its labels in the closed list order, tags included', () => {
    expect(cardLabels(FRIES)).toEqual(['VEGETARIAN', 'VEGAN']);
    expect(cardLabels(SALAD)).toEqual(['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY']);
  });

  it('Build Your Burger shows none: its required patty is not always vegetarian', () => {
    expect(cardLabels(BYOB)).toEqual([]);
  });

  it('Large Pizza is vegetarian as sold: optional toppings do not take it away', () => {
    expect(cardLabels(LPIZZA)).toEqual(['VEGETARIAN']);
  });

  it('a combo shows what every candidate of its required slots keeps', () => {
    expect(cardLabels(COMBO1, findItem)).toEqual([]);
  });
});
