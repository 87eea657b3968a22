import { Container, Spinner } from '@owa/shared/design-kit';
import { type ReactNode, Suspense } from 'react';

/** A route whose code loads when it is entered: a spinner holds the route's space meanwhile. */
export function LazyRoute({ children }: { readonly children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Container py="10" role="status">
          <Spinner />
        </Container>
      }
    >
      {children}
    </Suspense>
  );
}
