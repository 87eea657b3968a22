import { Container, Spinner } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';

// The status page's code (its stream, steps and cancel) loads only when its route is entered.
const OrderStatusApp = lazy(() =>
  import('./OrderStatusApp').then((module) => ({ default: module.OrderStatusApp })),
);

export function OrderStatusRoute() {
  return (
    <Suspense
      fallback={
        <Container py="10" role="status">
          <Spinner />
        </Container>
      }
    >
      <OrderStatusApp />
    </Suspense>
  );
}
