import { createRecipeContext, type InputProps } from '@chakra-ui/react';

// Chakra's Input is Ark's Field.Input: it reads a field's context, and with the Field and Textarea
// it brings Ark's field machinery onto the first paint (4.7 KB gzip of the host's main script with
// their recipes). A first-paint input that names itself (the menu search's aria-label) needs none of
// it, so it is the same input recipe on a plain <input>. Inside a Field, use the overlays entry's
// Input, which the Field wires to its label, hint and error.
const { withContext } = createRecipeContext({ key: 'input' });

/** The kit's text input on the first paint, styled like Input, outside any Field. */
export const PlainInput = withContext<HTMLInputElement, InputProps>('input');
