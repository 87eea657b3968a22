/**
 * The design kit's second entry: overlays (Dialog, Drawer, Menu, Popover, Tooltip) and the richer
 * form and display parts. They carry Ark's state machines, focus trap and dismiss logic, which the
 * store page does not need for its first paint, so this entry is shared as its own lazily loaded
 * singleton: import it only from code that itself loads on demand (`import()` of a dialog), or
 * accept its weight on the critical path. Their recipes live in the brand system (system.ts).
 */
/**
 * This entry may be served by another container than the design kit (the host does not provide
 * it, and each remote bundles Chakra inside its shared modules), so its components may not see the
 * design kit's ChakraProvider context. Wrap overlay content in this provider (this entry's own copy
 * of ChakraProvider) with `brandSystem(...)` from the design kit.
 */
export {
  Accordion,
  Avatar,
  ChakraProvider as OverlaysProvider,
  Checkbox,
  Collapsible,
  createListCollection,
  createToaster,
  DataList,
  Dialog,
  Drawer,
  EmptyState,
  Fieldset,
  Group,
  InputAddon,
  InputGroup,
  List,
  LocaleProvider,
  Menu,
  NativeSelect,
  NumberInput,
  PinInput,
  Popover,
  Portal,
  Progress,
  RadioCard,
  RadioGroup,
  RatingGroup,
  SegmentGroup,
  Select,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Toaster,
  Tooltip,
  useDisclosure,
} from '@chakra-ui/react';
