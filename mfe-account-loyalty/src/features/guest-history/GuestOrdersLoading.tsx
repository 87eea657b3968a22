import { Skeleton } from '@owa/shared/design-kit';

/** The list's place while its code or its orders load. */
export function GuestOrdersLoading() {
  return <Skeleton height="32" data-testid="guest-history-loading" />;
}
