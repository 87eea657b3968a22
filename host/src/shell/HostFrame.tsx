import { MicroFrontendFrame } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { english } from '../i18n/english';
import { loaders } from '../i18n/loaders';

export function HostFrame({ area, children }: { readonly area: string; readonly children: ReactNode }) {
  return (
    <MicroFrontendFrame area={area} english={english} loaders={loaders}>
      {children}
    </MicroFrontendFrame>
  );
}
