import { RadioGroup } from '@owa/shared/design-kit/dialogs';
import type { SavedCard } from '@owa/shared/entities';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import type { PaymentOption } from './payment-selection';

interface PaymentOptionsProps {
  readonly label: string;
  readonly options: readonly PaymentOption[];
  readonly cards: readonly SavedCard[];
  readonly walletText: string;
  readonly value: PaymentOption | null;
  readonly onChange: (option: PaymentOption) => void;
}

const FIXED: Partial<Record<PaymentOption, MessageDescriptor>> = {
  'card:new': m.paymentNewCard,
  wechat: m.paymentWechat,
  offline: m.paymentInPerson,
};

/** One radio per way to pay: keyboard arrows move between them, each has its own name. */
export function PaymentOptions({ label, options, cards, walletText, value, onChange }: PaymentOptionsProps) {
  const intl = useIntl();
  const labelOf = (option: PaymentOption): string => {
    if (option === 'membership') return walletText;
    const fixed = FIXED[option];
    if (fixed) return intl.formatMessage(fixed);
    const card = cards.find((candidate) => `card:${candidate.id}` === option);
    return intl.formatMessage(m.paymentSavedCard, {
      brand: card?.brand ?? '',
      number: card?.no ?? '',
      month: String(card?.expiredMonth ?? '').padStart(2, '0'),
      year: String(card?.expiredYear ?? '').slice(-2),
    });
  };
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(change) => change.value && onChange(change.value as PaymentOption)}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option} value={option} py="2" display="flex" minH="11">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{labelOf(option)}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
