/**
 * The design kit's second entry: overlays (Dialog, Drawer, Menu, Popover, Tooltip) and the richer
 * form and display parts. They carry Ark's state machines, focus trap and dismiss logic, which the
 * store page does not need for its first paint, so this entry is shared as its own lazily loaded
 * singleton: import it only from code that itself loads on demand (`import()` of a dialog), or
 * accept its weight on the critical path. Their recipes (overlay-recipes.ts) come with it: loading
 * this entry adds them to the brand systems before any of its components can render.
 */
import { overlayRecipes } from './overlay-recipes';
import { addLateRecipes } from './system';

addLateRecipes(overlayRecipes);

/**
 * ChakraProvider and LocaleProvider are exported for subtrees rendered outside a micro-frontend root
 * (dialogs mounted by a service app into #owa-overlays). Since only the host provides this entry,
 * these parts share the design kit's Chakra and so its context.
 */
export {
  Accordion,
  Avatar,
  ChakraProvider,
  Checkbox,
  Collapsible,
  createListCollection,
  createToaster,
  DataList,
  Drawer,
  EmptyState,
  Field,
  Fieldset,
  Group,
  Input,
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
  Textarea,
  Toaster,
  Tooltip,
  useDisclosure,
} from '@chakra-ui/react';
export { useBodyScrollLock } from './body-scroll-lock';
export { Dialog } from './modal-dialog';
