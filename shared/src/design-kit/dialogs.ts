/**
 * The design kit's entry for the dialogs a first tap opens (login, cart, item): the modal Dialog,
 * the providers an overlay subtree needs, and the form parts those dialogs hold. Shared as its own
 * lazily loaded singleton, apart from the overlays entry (menus, selects, popovers, tooltips, tabs,
 * number inputs and their positioning), because a shared module cannot be tree-shaken: on the first
 * tap the phone evaluates only what these dialogs use, about a third of what both entries hold
 * (docs/performance.md). Import it only from code that itself loads on demand. Its recipes
 * (dialog-recipes.ts) come with it: loading this entry adds them to the brand systems before any of
 * its components can render.
 */
import { dialogRecipes } from './dialog-recipes';
import { registerLayerProperties } from './layer-properties';
import { addLateRecipes } from './system';

addLateRecipes(dialogRecipes);
registerLayerProperties();

/**
 * ChakraProvider and LocaleProvider are exported for subtrees rendered outside a micro-frontend root
 * (dialogs mounted by a service app into #owa-overlays). Since only the host provides this entry,
 * these parts share the design kit's Chakra and so its context.
 */
export {
  ChakraProvider,
  Checkbox,
  Field,
  Fieldset,
  Input,
  LocaleProvider,
  PinInput,
  Portal,
  RadioGroup,
  Switch,
  Textarea,
} from '@chakra-ui/react';
export { useBodyScrollLock } from './body-scroll-lock';
export { Dialog } from './modal-dialog';
