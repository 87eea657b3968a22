/**
 * The design kit: the only way apps use Chakra UI. It is shared as one singleton and holds just
 * the components and recipes the site uses, so the page never carries the whole library.
 * Adding a component: export it here and add its recipe in system.ts. Overlays and form parts bring
 * Ark's state machines, focus-trap and dismiss machinery: they live in the non-eager entries
 * (`@owa/shared/design-kit/dialogs` for the first dialogs, `@owa/shared/design-kit/overlays` for
 * the rest) so the first paint stays light.
 */

export type { BoxProps, ButtonProps, HTMLChakraProps } from '@chakra-ui/react';
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Container,
  chakra,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  visuallyHiddenStyle,
} from '@chakra-ui/react';
export { AreaErrorBoundary } from './AreaErrorBoundary';
export { AreaFailure } from './AreaFailure';
export { DesignKitProvider, PageStyleScope, quietSystem } from './DesignKitProvider';
export type { FrameOptions } from './lifecycles';
export { MicroFrontendFrame, overlayLayerElement, reactLifecycles, routeAreaElement } from './lifecycles';
export {
  OpeningFrame,
  type OpeningFrameProps,
  OpeningPressFrame,
  type OpeningPressFrameProps,
} from './opening-frame';
export { createOpeningPress, type Opening, type OpeningPress } from './opening-press';
export { PlainInput } from './plain-input';
export { createSlicedRoot, type SlicedRoot } from './sliced-root';
export { recipeStyle, type StaticSheet, type StaticStyle, useStaticClasses } from './static-classes';
export {
  brandColourOrDefault,
  brandSystem,
  brandSystemSteps,
  DEFAULT_PRIMARY_COLOR,
  PAGE_FONT,
  prepareBrandSystem,
  prepareBrandTokens,
} from './system';
