/** The custom properties zag's layers write on a layer's own parts (below). */
export const LAYER_PROPERTIES = ['--layer-index', '--nested-layer-count', '--z-index'] as const;

/**
 * As a dialog opens, zag's layer stack writes `--layer-index` on its content, backdrop and
 * positioner, then reads the content's z-index (a forced style) and mirrors it into `--z-index` on
 * the positioner. A custom property inherits unless registered otherwise, so that last write
 * restyled everything inside the positioner, the dialog's whole content, a second time in the
 * frame after its first style (docs/performance.md). Every part that reads them has them written on
 * itself (Chakra's recipes read `--layer-index` on the parts zag writes it on, and `--z-index` on
 * positioners and toasts, where zag writes it), so neither needs to inherit. A browser without
 * `CSS.registerProperty` keeps them inherited, as before.
 */
export function registerLayerProperties(
  css: Pick<typeof CSS, 'registerProperty'> | undefined = globalThis.CSS,
): void {
  if (typeof css?.registerProperty !== 'function') return;
  for (const name of LAYER_PROPERTIES) {
    try {
      css.registerProperty({ name, syntax: '*', inherits: false });
    } catch {
      // Registered already, by the other entry (a registration lasts the document's life).
    }
  }
}
