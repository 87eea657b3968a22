import type { SavedCard } from '@owa/shared/entities';
import type { PaymentType } from '../../../domain/payment';
import type { PaymentMethodChoice } from '../../../domain/payment-flow';

/** A radio value: the wallet, a saved card, a new card, WeChat or in person. */
export type PaymentOption = 'membership' | `card:${string}` | 'card:new' | 'wechat' | 'offline';

export interface PaymentSelection {
  readonly primary: PaymentOption | null;
  /** With the wallet short of the bill: what pays the rest (a card or WeChat). */
  readonly second: PaymentOption | null;
  readonly captcha: string | null;
}

export const noSelection: PaymentSelection = { primary: null, second: null, captcha: null };

export function typeOf(option: PaymentOption | null): PaymentType | null {
  if (!option) return null;
  if (option.startsWith('card:')) return 'online';
  return option as PaymentType;
}

/** The options offered for the allowed payment types: one per saved card, then a new card. */
export function optionsFor(types: readonly PaymentType[], cards: readonly SavedCard[]): PaymentOption[] {
  const options: PaymentOption[] = [];
  for (const type of types) {
    if (type === 'online') {
      for (const card of cards) options.push(`card:${card.id}`);
      options.push('card:new');
    } else options.push(type);
  }
  return options;
}

/** The chosen card's id for the request: a saved card's, or the new card once it is saved. */
function cardIdOf(option: PaymentOption | null, newCardId: string | null): string | null {
  if (!option?.startsWith('card:')) return null;
  return option === 'card:new' ? newCardId : option.slice('card:'.length);
}

export function methodChoice(
  selection: PaymentSelection,
  newCardId: string | null,
  paymentToken: string | null,
): PaymentMethodChoice {
  const type = typeOf(selection.primary) ?? 'online';
  const secondType = type === 'membership' ? typeOf(selection.second) : null;
  const cardOption = type === 'membership' ? selection.second : selection.primary;
  return {
    type,
    second: secondType === 'online' || secondType === 'wechat' ? secondType : null,
    cardId: cardIdOf(cardOption, newCardId),
    paymentToken,
    captcha: selection.captcha,
  };
}

/** True when the new-card form is part of the choice (as the method or the wallet's second). */
export function usesNewCard(selection: PaymentSelection): boolean {
  return (
    selection.primary === 'card:new' ||
    (selection.primary === 'membership' && selection.second === 'card:new')
  );
}

/** A wallet (Apple Pay, Google Pay) pays the whole bill as a card, by the payment method it created. */
export function walletChoice(paymentToken: string): PaymentMethodChoice {
  return { type: 'online', second: null, cardId: null, paymentToken, captcha: null };
}
