import { useIntl } from 'react-intl';
import type { HoursText } from '../../domain/store-hours-view';
import { messages } from '../../i18n/messages';

/** Words of a day's hours: the 12-hour times as given, the two codes translated. */
export function useHoursText(): (hours: HoursText) => string {
  const intl = useIntl();
  return (hours) => {
    if (hours.kind === 'hours') return hours.text;
    return intl.formatMessage(
      hours.kind === 'open24' ? messages.subHeaderOpen24 : messages.subHeaderDayClosed,
    );
  };
}

export const DAY_MESSAGES: Readonly<Record<number, (typeof messages)[keyof typeof messages]>> = {
  1: messages.subHeaderDay1,
  2: messages.subHeaderDay2,
  3: messages.subHeaderDay3,
  4: messages.subHeaderDay4,
  5: messages.subHeaderDay5,
  6: messages.subHeaderDay6,
  7: messages.subHeaderDay7,
};
