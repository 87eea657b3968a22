import { useStaticClasses } from '@owa/shared/design-kit';
import { Fieldset } from '@owa/shared/design-kit/dialogs';
import type { PanelStatus } from '@owa/shared/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_CLASSES } from './dialog-styles';
import { itemDialogMessages as m } from './messages';
import { boundsMessage, PANEL_COLOURS } from './option-labels';

interface PanelProps {
  /** What the dialog finds the panel by to scroll to it (`data-panel`); the legend's id is derived from it. */
  readonly id: string;
  readonly title: string;
  readonly status: PanelStatus;
  readonly min: number;
  readonly max: number;
  readonly note?: string | null;
  readonly children: (legendId: string) => ReactNode;
}

/** An option or combo-slot panel (spec 1 §4.6): coloured by status, with its bounds. */
export function Panel({ id, title, status, min, max, note, children }: PanelProps) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const bounds = boundsMessage(min, max);
  const legendId = `${id}-legend`;
  const hint = [bounds ? intl.formatMessage(bounds[0], bounds[1]) : null, note].filter(Boolean).join(' · ');
  return (
    // Not `id`: Ark's fieldset takes it for its parts' ids and renders none, so the refusal found no
    // panel to scroll to. Its own `aria-labelledby` names a legend id that ours replaces: ours here.
    <Fieldset.Root
      data-panel={id}
      aria-labelledby={legendId}
      data-status={status}
      tabIndex={-1}
      borderWidth="2px"
      borderColor={PANEL_COLOURS[status]}
      borderRadius="md"
      p="3"
      gap="2"
    >
      <Fieldset.Legend id={legendId} w="full">
        <div className={classes.legend}>
          <p className={classes.panelTitle}>{title}</p>
          <span className={classes[`${status}Badge`]}>
            {intl.formatMessage(min > 0 ? m.required : m.optional)}
          </span>
        </div>
      </Fieldset.Legend>
      {hint ? (
        <Fieldset.HelperText fontSize="sm" color="fg.muted" mt="0">
          {hint}
        </Fieldset.HelperText>
      ) : null}
      {children(legendId)}
    </Fieldset.Root>
  );
}
