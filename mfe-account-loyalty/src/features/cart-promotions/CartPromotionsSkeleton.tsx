import { Skeleton, Stack } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { loyaltyMessages as m } from '../loyalty';

export function CartPromotionsSkeleton() {
  const intl = useIntl();
  return (
    <Stack role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)} gap="2">
      <Skeleton h="5" w="32" />
      <Skeleton h="106px" w="220px" />
    </Stack>
  );
}
