import { AreaFailure } from '@owa/shared/design-kit';
import { createRoot, type Root } from 'react-dom/client';
import type { SingleSpaLifecycles } from '../federation/fallback-entry';
import { BootFrame } from './BootFrame';

/**
 * Lifecycles the host mounts where a remote could not be loaded: the area shows a message and a
 * retry button, the rest of the page keeps working.
 */
export function fallbackLifecycles(
  area: string,
  elementFor: (props: unknown) => HTMLElement,
  onRetry: () => void,
): SingleSpaLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      root = createRoot(elementFor(props));
      root.render(
        <BootFrame area={`${area}:fallback`}>
          <AreaFailure area={area} onRetry={onRetry} />
        </BootFrame>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

export function parcelElement(props: unknown): HTMLElement {
  const element = (props as { domElement?: unknown } | null)?.domElement;
  if (element instanceof HTMLElement) return element;
  throw new Error('A parcel was mounted without a DOM element');
}
