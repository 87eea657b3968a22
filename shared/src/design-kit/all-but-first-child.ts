/**
 * The selector, inside a recipe, of every child of the element but the first: what Chakra's
 * `spaceY` and `divideY` style, written without their sibling combinator. Theirs puts one between
 * compounds that any element matches (`& > :not(style, [hidden]) ~ :not(style, [hidden])`), and
 * once such a rule is in the page, Blink restyles a parent's whole subtree when one of its children
 * is inserted, removed or changes `hidden`. A dialog's portal is a child of <body> and is put back
 * in place as the dialog opens, so each open restyled the whole store page: 1,139 elements, 57–165 ms
 * of the login dialog's open at 4x CPU (docs/performance.md); `* + *` did the same. The two differ
 * only for a hidden or `<style>` child, which the parts styled with this never have.
 */
export const ALL_BUT_FIRST_CHILD = '& > :not(:first-child)';
