import {
  type CardForm,
  cardExpiryText,
  cardFormErrors,
  isCardExpired,
  isCardNumberPlausible,
  isPostalCodeValid,
} from './card-form';

const today = { year: 2026, month: 11 };
const visa: CardForm = {
  name: 'Jane Doe',
  no: '4242 4242 4242 4242',
  expiredMonth: 12,
  expiredYear: 30,
  csv: '123',
  postalCode: 'M5X 1A9',
  country: 'CA',
};

describe('spec 3 §3 saved card display', () => {
  it('shows the expiry as MM/YY', () => {
    expect(cardExpiryText(12, 2030)).toBe('12/30');
    expect(cardExpiryText(3, 7)).toBe('03/07');
  });
});

describe('spec 3 §5 and §8 card form', () => {
  it("Jane's Visa test card passes", () => {
    expect(cardFormErrors(visa, today)).toEqual([]);
  });

  it("an expired card: 'Card Expired'; the expiry month itself is still good", () => {
    expect(isCardExpired(11, 2026, today)).toBe(false);
    expect(isCardExpired(10, 2026, today)).toBe(true);
    expect(isCardExpired(1, 27, today)).toBe(false);
    expect(cardFormErrors({ ...visa, expiredMonth: 10, expiredYear: 26 }, today)).toEqual(['expired']);
    expect(cardFormErrors({ ...visa, expiredMonth: 13 }, today)).toEqual(['expired']);
  });

  it("a CVC of 3 or 4 digits, else 'Invalid CVC'", () => {
    expect(cardFormErrors({ ...visa, csv: '12' }, today)).toEqual(['cvc']);
    expect(cardFormErrors({ ...visa, csv: '1234' }, today)).toEqual([]);
  });

  it('the number passes the Luhn check', () => {
    expect(isCardNumberPlausible('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumberPlausible('4000-0027-6000-3184')).toBe(true);
    expect(isCardNumberPlausible('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumberPlausible('4242')).toBe(false);
    expect(cardFormErrors({ ...visa, no: '1234 5678 9012 3456' }, today)).toEqual(['number']);
  });

  it('postal codes: Canadian and US shapes checked, any accepted elsewhere', () => {
    expect(isPostalCodeValid('CA', 'm5x1a9')).toBe(true);
    expect(isPostalCodeValid('CA', '12345')).toBe(false);
    expect(isPostalCodeValid('US', '12345-6789')).toBe(true);
    expect(isPostalCodeValid('US', 'M5X 1A9')).toBe(false);
    expect(isPostalCodeValid('GB', 'SW1A 1AA')).toBe(true);
    expect(isPostalCodeValid('FR', '')).toBe(true);
    expect(cardFormErrors({ ...visa, postalCode: '90210' }, today)).toEqual(['postalCode']);
  });

  it('empty required fields are reported first', () => {
    expect(cardFormErrors({ ...visa, name: ' ' }, today)).toEqual(['required']);
  });
});
