import type { PanelStatus } from '@owa/shared/domain';
import type { MessageDescriptor } from 'react-intl';
import { itemDialogMessages as m } from './messages';

/** Spec 1 §4.6 panel colours: required and met, required and unmet, optional. */
export const PANEL_COLOURS: Record<PanelStatus, string> = {
  success: 'green.600',
  error: 'red.600',
  grey: 'gray.300',
};

/** How many the diner may choose, as a message and its values. */
export function boundsMessage(min: number, max: number): [MessageDescriptor, Record<string, number>] | null {
  const unlimited = max < 0;
  if (min > 0 && min === max) return [m.chooseExactly, { count: min }];
  if (min > 0 && unlimited) return [m.chooseAtLeast, { min }];
  if (min > 0) return [m.chooseRange, { min, max }];
  if (!unlimited) return [m.chooseUpTo, { max }];
  return null;
}

/** Ids the dialog scrolls to when a press is refused. */
export const optionPanelId = (code: string) => `item-dialog-option-${code}`;
export const relationPanelId = (code: string) => `item-dialog-relation-${code}`;
