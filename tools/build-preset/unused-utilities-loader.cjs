// Chakra's base preset (preset-base.js) defines ~240 style-prop utilities (how `mt`, `bg`, `divideX`
// ... turn into CSS), and a config object cannot be tree-shaken: every one rode in the host's first
// chunk. The utilities below are named by no source of the site and by none of Chakra's own
// recipes, components or styled system, so the browser builds cut them (a prop without a utility
// that is a CSS property, say `marginLeft`, still passes through as plain CSS, without tokens).
// shared/src/design-kit/utilities.test.ts fails when a source or a Chakra update uses one.
const UNUSED_UTILITIES = [
  // backgrounds and gradients
  ...`backgroundAttachment backgroundGradient gradientFrom gradientTo gradientVia
    backgroundBlendMode mixBlendMode`.split(/\s+/),
  // physical and per-side borders (the site writes logical ones)
  ...`borderTop borderLeft borderRight borderBlockStart borderBlockEnd borderInlineStart
    borderInlineEnd borderInline borderBlock borderTopColor borderBlockStartColor
    borderBlockEndColor borderLeftColor borderRightColor borderTopStyle
    borderBlockStartStyle borderBottomStyle borderBlockEndStyle borderInlineStartStyle
    borderInlineEndStyle borderLeftStyle borderRightStyle borderTopLeftRadius
    borderStartStartRadius borderEndStartRadius borderTopRightRadius borderBottomLeftRadius
    borderBottomRightRadius borderLeftRadius borderRightRadius borderBlockStartWidth
    borderBlockEndWidth borderRightWidth borderInlineWidth borderBlockWidth borderSpacingX
    borderSpacingY divideX divideColor divideStyle`.split(/\s+/),
  // filters
  ...`blur brightness grayscale hueRotate invert saturate sepia dropShadow backdropFilter
    backdropBlur backdropBrightness backdropContrast backdropGrayscale backdropHueRotate
    backdropInvert backdropOpacity backdropSaturate backdropSepia`.split(/\s+/),
  // logical sizes, old grid gaps
  ...`inlineSize blockSize minInlineSize minBlockSize maxInlineSize maxBlockSize gridGap
    gridColumnGap gridRowGap`.split(/\s+/),
  // scrolling
  ...`overscrollBehavior overscrollBehaviorX scrollbarColor scrollbarGutter scrollMargin
    scrollMarginBottom scrollMarginLeft scrollMarginRight scrollMarginX scrollMarginY
    scrollPaddingTop scrollPaddingLeft scrollPaddingRight scrollPaddingInline
    scrollPaddingBlock scrollSnapStrictness scrollSnapMargin scrollSnapMarginTop
    scrollSnapMarginBottom scrollSnapMarginLeft scrollSnapMarginRight`.split(/\s+/),
  // physical margins and paddings (the site writes ms/me/ps/pe)
  ...'marginLeft paddingLeft paddingRight paddingBlockStart paddingBlockEnd'.split(' '),
  // transforms, rings, lists, text and the rest
  ...`skewX skewY scaleX scaleY rotateX rotateY translateX translateY spaceXReverse
    spaceYReverse ringOffset ringOffsetColor ringInset focusRingStyle listStylePosition
    listStyleImage textShadow accentColor caretColor srOnly debug`.split(/\s+/),
];

/**
 * The `utilities: { ... }` entries of preset-base.js, as Chakra's build prints them: an entry starts
 * at four spaces (`    name: ...`) and ends on its line or at its closing `    },`.
 */
function utilityEntries(source) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('  utilities: {'));
  if (start < 0) throw new Error('preset-base.js: no `utilities: {` block (Chakra changed its build)');
  const entries = [];
  let index = start + 1;
  while (index < lines.length && !lines[index].startsWith('  }')) {
    const head = lines[index].match(/^ {4}"?([\w$-]+)"?: (.*)$/);
    if (!head) {
      index += 1;
      continue;
    }
    let end = index;
    if (head[2].endsWith('{')) while (!/^ {4}\},?$/.test(lines[end])) end += 1;
    entries.push({ name: head[1], first: index, last: end, text: lines.slice(index, end + 1).join('\n') });
    index = end + 1;
  }
  return { lines, entries };
}

function dropUnusedUtilities(source) {
  const { lines, entries } = utilityEntries(source);
  const cut = new Set(UNUSED_UTILITIES);
  const dropped = new Set();
  for (const entry of entries)
    if (cut.has(entry.name)) for (let line = entry.first; line <= entry.last; line += 1) dropped.add(line);
  return lines.filter((_, line) => !dropped.has(line)).join('\n');
}

module.exports = dropUnusedUtilities;
module.exports.UNUSED_UTILITIES = UNUSED_UTILITIES;
module.exports.utilityEntries = utilityEntries;
