import { MicroFrontendFrame } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { bootEnglish } from '../i18n/boot-english';
import { loaders } from '../i18n/loaders';

/** The frame of the shell's first-paint roots: only their few English messages ship eagerly. */
export function BootFrame({ area, children }: { readonly area: string; readonly children: ReactNode }) {
  return (
    <MicroFrontendFrame area={area} english={bootEnglish} loaders={loaders}>
      {children}
    </MicroFrontendFrame>
  );
}
