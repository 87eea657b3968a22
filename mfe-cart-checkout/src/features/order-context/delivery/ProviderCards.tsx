import { Badge } from '@owa/shared/design-kit';
import { RadioCard } from '@owa/shared/design-kit/overlays';
import { formatCents } from '@owa/shared/domain';
import type { DeliveryProviderDetail } from '@owa/shared/entities';
import { type IntlShape, useIntl } from 'react-intl';
import { feeChip } from '../../../domain/delivery-validation';
import { messages } from '../messages';

export function providerName(intl: IntlShape, provider: string): string {
  const key = `deliveryProvider${provider}` as keyof typeof messages;
  return key in messages ? intl.formatMessage(messages[key]) : provider;
}

function FeeChip({ detail }: { detail: DeliveryProviderDetail }) {
  const intl = useIntl();
  const chip = feeChip(detail);
  if (chip.kind === 'hidden') return null;
  const text =
    chip.kind === 'tbd'
      ? intl.formatMessage(messages.deliveryFeeTbd)
      : chip.kind === 'fixed'
        ? intl.formatMessage(messages.deliveryFeeFixed, { amount: formatCents(chip.cents) })
        : intl.formatMessage(messages.deliveryFeeStartingAt, { amount: formatCents(chip.cents) });
  return (
    <Badge
      variant="subtle"
      colorPalette={chip.kind === 'tbd' ? 'orange' : 'gray'}
      data-testid="delivery-fee-chip"
    >
      {text}
    </Badge>
  );
}

interface Props {
  providers: readonly DeliveryProviderDetail[];
  value: string | null;
  onChange: (provider: string) => void;
  disabled: boolean;
}

/** One card per provider with its fee chip (spec 2 §2 "Delivery provider cards"). */
export function ProviderCards({ providers, value, onChange, disabled }: Props) {
  const intl = useIntl();
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      disabled={disabled}
      colorPalette="brand"
      size="sm"
    >
      <RadioCard.Label>{intl.formatMessage(messages.deliveryProviders)}</RadioCard.Label>
      {providers.map((detail) => (
        <RadioCard.Item key={detail.provider} value={detail.provider} disabled={disabled || !detail.valid}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{providerName(intl, detail.provider)}</RadioCard.ItemText>
              <RadioCard.ItemDescription>
                <FeeChip detail={detail} />
              </RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
      ))}
    </RadioCard.Root>
  );
}
