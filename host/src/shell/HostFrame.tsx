import { MicroFrontendFrame } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { loaders } from '../i18n/loaders';
import { english } from '../i18n/messages';

export function HostFrame({ area, children }: { readonly area: string; readonly children: ReactNode }) {
  return (
    <MicroFrontendFrame area={area} english={english} loaders={loaders}>
      {children}
    </MicroFrontendFrame>
  );
}
