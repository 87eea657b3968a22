import { Text } from '@owa/shared/design-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ItemDialogState } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { optionPanelId, relationPanelId } from './option-labels';

/**
 * Spec 1 §5: a refused press scrolls to the first unmet option (or slot) and says so, politely
 * enough for sight and loudly enough for a screen reader (an alert, repeated on every press).
 */
export function RefusalAnnouncer({
  refusal,
  limit,
}: {
  readonly refusal: ItemDialogState['refusal'];
  readonly limit: number | null | undefined;
}) {
  const intl = useIntl();
  const target = refusal?.target ?? null;
  useEffect(() => {
    if (!refusal || !target) return;
    const id = target.kind === 'option' ? optionPanelId(target.code) : relationPanelId(target.code);
    const panel = [...document.querySelectorAll<HTMLElement>('[data-panel]')].find(
      (element) => element.dataset.panel === id,
    );
    panel?.scrollIntoView({ block: 'center' });
    panel?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true });
  }, [refusal, target]);
  if (!refusal) return null;
  return (
    <Text
      key={refusal.count}
      role="alert"
      color="red.700"
      fontSize="sm"
      fontWeight="medium"
      textAlign="center"
    >
      {target
        ? intl.formatMessage(m.unmetOption, { name: target.name })
        : refusal.reason === 'order-limit'
          ? intl.formatMessage(m.orderLimitReached, { limit: limit ?? 0 })
          : intl.formatMessage(m.unavailable)}
    </Text>
  );
}
