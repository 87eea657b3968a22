/**
 * The design kit's overlays entry: the parts no first tap needs (menus, selects, popovers, tooltips,
 * drawers, tabs, number inputs and the richer display parts), with their Ark state machines and
 * floating-ui's positioning. The modal Dialog and the form parts of the first dialogs are the dialogs
 * entry's (dialogs.ts). Shared as its own lazily loaded singleton: import it only from code that
 * itself loads on demand (`import()` of a dialog), or accept its weight on the critical path. Its
 * recipes (overlay-recipes.ts) come with it: loading this entry adds them to the brand systems
 * before any of its components can render.
 */

import { registerLayerProperties } from './layer-properties';
import { overlayRecipes } from './overlay-recipes';
import { addLateRecipes } from './system';

addLateRecipes(overlayRecipes);
registerLayerProperties();

export {
  Accordion,
  Avatar,
  Collapsible,
  createListCollection,
  createToaster,
  DataList,
  Drawer,
  EmptyState,
  Group,
  InputAddon,
  InputGroup,
  List,
  Menu,
  NativeSelect,
  NumberInput,
  Popover,
  Progress,
  RadioCard,
  RatingGroup,
  SegmentGroup,
  Select,
  Steps,
  Table,
  Tabs,
  Tag,
  Toaster,
  Tooltip,
  useDisclosure,
} from '@chakra-ui/react';
