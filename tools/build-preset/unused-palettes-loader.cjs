// Chakra's theme defines ten hue palettes, as tokens (tokens/colors.js) and as semantic tokens
// (semantic-tokens/colors.js), and a theme cannot be tree-shaken: every palette rode in the host's
// first chunk. The site's components use gray, red, orange, green and brand; blue stays because the
// alert recipe's default `info` status and the bg/fg/border.info tokens point at it. The others are
// cut from both files here; shared/src/design-kit/palettes.test.ts fails if a source uses one.
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

/** Removes the top-level `name: { ... }` blocks (two-space indent, as Chakra's build prints them). */
function dropUnusedPalettes(source) {
  const block = new RegExp(`^  (?:${UNUSED_PALETTES.join('|')}): \\{\\n(?:(?:    .*)?\\n)*?  \\},?\\n`, 'gm');
  // The last palette of the object loses its comma to the one before it, which may now be last.
  return source.replace(block, '').replace(/,(\n\}\);)/, '$1');
}

module.exports = dropUnusedPalettes;
module.exports.UNUSED_PALETTES = UNUSED_PALETTES;
