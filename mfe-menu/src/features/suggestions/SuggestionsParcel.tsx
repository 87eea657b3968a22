import { Box, Spinner, VisuallyHidden } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { suggestionsMessages as m } from './messages';

// The cart dialog mounts this parcel (its code loads on the first add); the list's code loads with it,
// never on the store page's first paint.
const GoesWellWith = lazy(() => import('./GoesWellWith'));

function Loading() {
  const intl = useIntl();
  return (
    <Box minH="5rem" display="grid" placeItems="center" aria-busy="true">
      <Spinner size="sm" />
      <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
    </Box>
  );
}

/** The parcel the host binds to the cart dialog's `menu:goes-well-with` slot (issue 22). */
export function SuggestionsParcel() {
  return (
    <Suspense fallback={<Loading />}>
      <GoesWellWith />
    </Suspense>
  );
}
