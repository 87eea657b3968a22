/**
 * The design kit: the only way apps use Chakra UI. It is shared as one singleton and holds just
 * the components and recipes the site uses, so the page never carries the whole library.
 * Adding a component: export it here and add its recipe in system.ts.
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
  Dialog,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
export { AreaErrorBoundary } from './AreaErrorBoundary';
export { AreaFailure } from './AreaFailure';
export { DesignKitProvider } from './DesignKitProvider';
export type { FrameOptions } from './lifecycles';
export { MicroFrontendFrame, reactLifecycles, routeAreaElement } from './lifecycles';
export { brandColourOrDefault, brandSystem, DEFAULT_PRIMARY_COLOR } from './system';
