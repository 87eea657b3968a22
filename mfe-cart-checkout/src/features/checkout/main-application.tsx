import { Container, reactLifecycles, Spinner } from '@owa/shared/design-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';

// The checkout's code (forms, payment, overlays) loads only when its route is entered.
const CheckoutApp = lazy(() => import('./CheckoutApp').then((module) => ({ default: module.CheckoutApp })));

function CheckoutRoot() {
  return (
    <Suspense
      fallback={
        <Container py="10" role="status">
          <Spinner />
        </Container>
      }
    >
      <CheckoutApp />
    </Suspense>
  );
}

/** The `main` application: the checkout route and the payment return handlers (spec 2 §2). */
export function checkoutApplication(wrap: (children: ReactNode) => ReactNode) {
  return reactLifecycles({
    area: 'mfe-cart-checkout',
    route: true,
    english,
    loaders,
    rootComponent: CheckoutRoot,
    wrap,
  });
}
