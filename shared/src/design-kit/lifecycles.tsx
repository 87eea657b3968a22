import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { IntlRoot } from '../i18n/IntlRoot';
import type { CompiledCatalogue, MessageLoaders } from '../i18n/locales';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaFailure } from './AreaFailure';
import { DesignKitProvider } from './DesignKitProvider';
import { slicedDomClient } from './sliced-root';

export interface FrameOptions {
  /** The area's name, e.g. 'mfe-menu' or 'mfe-cart-checkout:cart-button'. */
  readonly area: string;
  readonly english: CompiledCatalogue;
  readonly loaders: MessageLoaders;
  /** Per-app providers (its Redux store), innermost. */
  readonly wrap?: (children: ReactNode) => ReactNode;
  /** The page-long root that carries a group colour's token variables (DesignKitProvider). */
  readonly ownsBrandTokens?: boolean;
}

/** The providers every micro-frontend root needs, in one place so no team forgets one. */
export function MicroFrontendFrame({
  area,
  english,
  loaders,
  wrap,
  ownsBrandTokens,
  children,
}: FrameOptions & { children: ReactNode }) {
  return (
    <DesignKitProvider ownsBrandTokens={ownsBrandTokens}>
      <IntlRoot english={english} loaders={loaders}>
        <AreaErrorBoundary area={area}>{wrap ? wrap(children) : children}</AreaErrorBoundary>
      </IntlRoot>
    </DesignKitProvider>
  );
}

/** An element of the page created once, under the host's element `parentId` (else the body). */
function pageElement(id: string, parentId: string): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById(parentId) ?? document.body).appendChild(element);
  return element;
}

/** Where a route application renders: its own element inside the host's route outlet. */
export function routeAreaElement(area: string): HTMLElement {
  return pageElement(`owa-area-${area}`, 'owa-route');
}

/** Where a service application (no route outlet) renders: its own element in the host's overlay layer. */
export function overlayLayerElement(id: string): HTMLElement {
  return pageElement(id, 'owa-overlays');
}

/** Longest a parcel's mount waits for its data before it counts as mounted anyway. */
export const SETTLE_LIMIT_MS = 3_000;

/**
 * single-spa lifecycles for a React root (React 19 createRoot), wrapped in the frame and an error
 * boundary. Route apps get a DOM element of their own; parcels receive theirs from the slot.
 */
export function reactLifecycles<Props extends Record<string, unknown>>(
  options: FrameOptions & {
    readonly rootComponent: ComponentType<Props & AppProps>;
    readonly route: boolean;
    /**
     * A parcel whose first showing needs data: its mount resolves once this does, so the page that
     * waits for it (the shell shows a page once, whole) shows it with its data, not a skeleton that
     * grows and moves what is under it.
     */
    readonly settled?: () => Promise<unknown>;
  },
): ReactAppOrParcel<Props> {
  const { rootComponent: Root, route, settled, ...frame } = options;
  // biome-ignore lint/correctness/noComponentHookFactories: built once per micro-frontend at module load, never per render.
  function FramedRoot(props: Props & AppProps) {
    return (
      <MicroFrontendFrame {...frame}>
        <Root {...props} />
      </MicroFrontendFrame>
    );
  }
  const lifecycles = singleSpaReact<Props>({
    React,
    // Every root renders in slices (sliced-root.ts): mount resolves once the whole tree is committed.
    ReactDOMClient: slicedDomClient,
    renderType: 'createRoot',
    rootComponent: FramedRoot,
    // Last resort if the frame itself fails to render.
    errorBoundary: () => <AreaFailure area={frame.area} onRetry={() => window.location.reload()} />,
    domElementGetter: route ? () => routeAreaElement(frame.area) : undefined,
  });
  if (!settled) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props) => {
      await lifecycles.mount(props);
      let bound: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        settled().catch(() => undefined),
        new Promise((resolve) => {
          bound = setTimeout(resolve, SETTLE_LIMIT_MS);
        }),
      ]);
      clearTimeout(bound);
    },
  };
}
