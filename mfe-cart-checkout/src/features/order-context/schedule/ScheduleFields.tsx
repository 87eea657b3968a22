import { Button, HStack, Stack, Text } from '@owa/shared/design-kit';
import { Field } from '@owa/shared/design-kit/dialogs';
import { NativeSelect } from '@owa/shared/design-kit/overlays';
import { localDateOf } from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  hasNoAvailableDays,
  isSelectDisabled,
  PLACEHOLDER_DAY_ID,
  type ScheduleChoice,
} from '../../../domain/scheduling/order-days';
import { messages } from '../messages';
import { dayLabel, timeLabel } from './format-schedule';
import { asapChoice, pickDay, type ScheduleModel, scheduledChoice, scheduledTimes } from './schedule-choice';

interface Props {
  model: ScheduleModel;
  choice: ScheduleChoice;
  onChange: (choice: ScheduleChoice) => void;
  orderType: OrderType;
  zone: string;
  /** Show the required-field errors (after a Done without both). */
  showErrors: boolean;
}

/** ASAP or Schedule, then the day and time selects `order_day` / `order_time` (spec 1 §4.3). */
export function ScheduleFields({ model, choice, onChange, orderType, zone, showErrors }: Props) {
  const intl = useIntl();
  // Explicit ids: the select comes from the overlays kit, whose Field context is not the design kit's.
  const dayFieldId = useId();
  const timeFieldId = useId();
  const today = localDateOf(Date.now(), zone);
  const times = scheduledTimes(model.days, choice.dayId);
  const dayError = showErrors && (!choice.dayId || choice.dayId === PLACEHOLDER_DAY_ID);
  const timeError = showErrors && !choice.timeId;
  const asapLabel = orderType === 'DELIVERY' ? messages.deliveryAsap : messages.scheduleAsap;
  const days = model.days.filter(
    (day) => day.id === PLACEHOLDER_DAY_ID || scheduledTimes(model.days, day.id).length > 0,
  );

  return (
    <Stack gap="3">
      <HStack role="group" aria-label={intl.formatMessage(messages.scheduleMode)} gap="2">
        <Button
          size="sm"
          variant={choice.mode === 'asap' ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={choice.mode === 'asap'}
          disabled={!model.asapAvailable}
          onClick={() => onChange(asapChoice(model.days))}
        >
          {intl.formatMessage(asapLabel)}
        </Button>
        <Button
          size="sm"
          variant={choice.mode === 'scheduled' ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={choice.mode === 'scheduled'}
          disabled={model.asapOnly}
          onClick={() => onChange(scheduledChoice(model.days))}
        >
          {intl.formatMessage(messages.scheduleLater)}
        </Button>
      </HStack>
      {hasNoAvailableDays(model.days) && (
        <Text role="alert" color="red.700">
          {intl.formatMessage(messages.scheduleNoDays)}
        </Text>
      )}
      {model.asapOnly && <Text fontSize="sm">{intl.formatMessage(messages.scheduleRobotAsapOnly)}</Text>}
      {choice.mode === 'scheduled' && (
        <>
          <Field.Root invalid={dayError} disabled={isSelectDisabled(days)}>
            <Field.Label htmlFor={dayFieldId}>{intl.formatMessage(messages.scheduleDay)}</Field.Label>
            <NativeSelect.Root disabled={isSelectDisabled(days)}>
              <NativeSelect.Field
                id={dayFieldId}
                name="order_day"
                aria-invalid={dayError || undefined}
                value={choice.dayId ?? ''}
                onChange={(event) => onChange(pickDay(model.days, event.currentTarget.value))}
              >
                {days.map((day) => (
                  <option key={day.id} value={day.id}>
                    {dayLabel(intl, day.id, today)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {dayError && (
              <Field.ErrorText color="red.700">
                {intl.formatMessage(messages.schedulePlaceholderDay)}
              </Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={timeError} disabled={isSelectDisabled(times)}>
            <Field.Label htmlFor={timeFieldId}>{intl.formatMessage(messages.scheduleTime)}</Field.Label>
            <NativeSelect.Root disabled={isSelectDisabled(times)}>
              <NativeSelect.Field
                id={timeFieldId}
                name="order_time"
                aria-invalid={timeError || undefined}
                value={choice.timeId ?? ''}
                onChange={(event) => onChange({ ...choice, timeId: event.currentTarget.value || null })}
              >
                <option value="">{intl.formatMessage(messages.schedulePlaceholderTime)}</option>
                {times.map((time) => (
                  <option key={time.id} value={time.id}>
                    {timeLabel(intl, time.id, orderType)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {timeError && (
              <Field.ErrorText color="red.700">
                {intl.formatMessage(messages.scheduleSelectDateTime)}
              </Field.ErrorText>
            )}
          </Field.Root>
        </>
      )}
    </Stack>
  );
}
