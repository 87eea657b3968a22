import { Button, HStack, Stack, Text } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { toCents, toDollars } from '@owa/shared/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkoutMessages as m } from './messages';

const PRESETS = [10, 15, 20] as const;

interface TipsFieldProps {
  readonly label: 'driver' | 'store' | 'single';
  /** The amount the percentages apply to (the bill before tips), in cents. */
  readonly baseCents: number;
  readonly valueCents: number;
  readonly onChange: (cents: number) => void;
}

/** One tip (spec 2 §5): none by default, a preset percentage, or a custom amount. */
export function TipsField({ label, baseCents, valueCents, onChange }: TipsFieldProps) {
  const intl = useIntl();
  const [custom, setCustom] = useState(false);
  const title =
    label === 'driver' ? m.checkoutDriverTip : label === 'store' ? m.checkoutStoreTip : m.checkoutTips;
  const percentCents = (percent: number) => Math.round((baseCents * percent) / 100);
  const choose = (cents: number) => {
    setCustom(false);
    onChange(cents);
  };
  return (
    <Stack gap="2" role="group" aria-label={intl.formatMessage(title)}>
      {label !== 'single' && (
        <Text fontWeight="semibold">
          <FormattedMessage {...title} />
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant={!custom && valueCents === 0 ? 'solid' : 'outline'}
          aria-pressed={!custom && valueCents === 0}
          onClick={() => choose(0)}
        >
          <FormattedMessage {...m.checkoutTipNone} />
        </Button>
        {PRESETS.map((percent) => {
          const active = !custom && valueCents > 0 && valueCents === percentCents(percent);
          return (
            <Button
              key={percent}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => choose(percentCents(percent))}
            >
              <FormattedMessage {...m.checkoutTipPercent} values={{ percent }} />
            </Button>
          );
        })}
        <Button
          size="sm"
          variant={custom ? 'solid' : 'outline'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          <FormattedMessage {...m.checkoutTipCustom} />
        </Button>
      </HStack>
      {custom && (
        <Field.Root>
          <Field.Label>{intl.formatMessage(m.checkoutTipCustomAmount)}</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={valueCents > 0 ? toDollars(valueCents).toFixed(2) : ''}
            onChange={(event) => onChange(Math.max(0, toCents(Number(event.target.value) || 0)))}
          />
        </Field.Root>
      )}
    </Stack>
  );
}
