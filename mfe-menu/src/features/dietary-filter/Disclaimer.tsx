import type { Store } from '@owa/shared';
import { useChannel } from '@owa/shared';
import { Text } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { allergenDisclaimer } from '../../domain/dietary/disclaimer';
import { messages } from '../../i18n/messages';

/** The store's allergen disclaimer in the diner's language, else the menu's own general words. */
export const Disclaimer = memo(function Disclaimer({
  store,
}: {
  readonly store: Pick<Store, 'settings'> | null;
}) {
  const intl = useIntl();
  const language = useChannel('shell:session')?.language ?? 'en';
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="allergen-disclaimer">
      {allergenDisclaimer(store, language) ?? intl.formatMessage(messages.dietaryDisclaimer)}
    </Text>
  );
});
