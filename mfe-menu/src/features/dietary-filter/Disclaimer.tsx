import type { Store } from '@owa/shared';
import { useChannel } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { allergenDisclaimer } from '../../domain/dietary/disclaimer';
import { messages } from '../../i18n/messages';
import { DIETARY_CLASSES } from './dietary-styles';

/** The store's allergen disclaimer in the diner's language, else the menu's own general words. */
export const Disclaimer = memo(function Disclaimer({
  store,
}: {
  readonly store: Pick<Store, 'settings'> | null;
}) {
  const intl = useIntl();
  const language = useChannel('shell:session')?.language ?? 'en';
  const classes = useStaticClasses(DIETARY_CLASSES);
  return (
    <p className={classes.disclaimer} data-testid="allergen-disclaimer">
      {allergenDisclaimer(store, language) ?? intl.formatMessage(messages.dietaryDisclaimer)}
    </p>
  );
});
