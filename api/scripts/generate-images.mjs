// Writes the demo pictures the catalogue points at (api/assets/images): food illustrations composed
// from the Fluent Emoji Flat set (MIT, see api/assets/images/LICENSE) on a soft plate and background.
// Each picture is an SVG (the catalogue's `url`) plus WebP renditions beside it, `<name>-<width>.webp`,
// which the site offers through `srcset`. Deterministic: the same inputs give the same files.
// Run by hand when the demo data gains a picture: `node api/scripts/generate-images.mjs`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'images');
const emojiSet = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
);

/** Widths of the WebP renditions of an item picture (4:3); the site's cards pick one by `sizes`. */
export const ITEM_WIDTHS = [160, 320, 640];
const BANNER_WIDTHS = [480, 960, 1600];

// Warm, food-friendly backgrounds: [light, deeper] per picture.
const backgrounds = [
  ['#fff4e0', '#ffd7a3'],
  ['#fde8e4', '#f7b7a8'],
  ['#eef7e6', '#c7e5ad'],
  ['#e6f4f7', '#a9d8e3'],
  ['#f6ecfa', '#dcbdeb'],
  ['#fff8d6', '#f6df87'],
];

let instance = 0;
/** One emoji placed in a box; its ids get a unique prefix so two copies never clash. */
function emoji(name, x, y, size) {
  const icon = emojiSet.icons[name];
  if (!icon) throw new Error(`no emoji ${name}`);
  instance += 1;
  const prefix = `e${instance}`;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const w = icon.width ?? emojiSet.width ?? 32;
  const h = icon.height ?? emojiSet.height ?? 32;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A dish: the main emoji large on a plate, optional sides smaller in front. */
function dish(main, sides, seed) {
  const [light, deep] = backgrounds[seed % backgrounds.length];
  const sideSvg = sides.map((name, i) => emoji(name, i === 0 ? 70 : 450, 300, 130)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
<rect width="640" height="480" fill="url(#bg)"/>
<ellipse cx="320" cy="390" rx="230" ry="48" fill="#000" fill-opacity="0.08"/>
<ellipse cx="320" cy="372" rx="220" ry="52" fill="#fff" fill-opacity="0.9"/>
${emoji(main, 180, 80, 280)}${sideSvg}
</svg>
`;
}

/** A wide banner: a row of dishes on a band of colour. */
function banner(names, seed, width, height) {
  const [light, deep] = backgrounds[seed % backgrounds.length];
  const size = Math.round(height * 0.62);
  const gap = width / names.length;
  const row = names
    .map((name, i) =>
      emoji(name, Math.round(gap * i + (gap - size) / 2), Math.round((height - size) / 2), size),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${row}
</svg>
`;
}

/** A square pop-up picture: one big dish with a ring of small ones. */
function square(main, ring, seed) {
  const [light, deep] = backgrounds[seed % backgrounds.length];
  const small = ring
    .map((name, i) => {
      const angle = (i / ring.length) * Math.PI * 2 - Math.PI / 2;
      return emoji(
        name,
        Math.round(300 + Math.cos(angle) * 215 - 55),
        Math.round(300 + Math.sin(angle) * 215 - 55),
        110,
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><radialGradient id="bg" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="300" r="150" fill="#fff" fill-opacity="0.85"/>
${emoji(main, 190, 190, 220)}${small}
</svg>
`;
}

// Item picture name → main emoji and up to two sides.
const items = {
  fries: ['french-fries', []],
  onionrings: ['onion', ['doughnut']],
  icedtea: ['tumbler-glass', ['lemon']],
  cola: ['cup-with-straw', []],
  byob: ['hamburger', ['tomato', 'cheese-wedge']],
  chksand: ['sandwich', ['poultry-leg']],
  lpizza: ['pizza', ['cheese-wedge', 'tomato']],
  poke: ['steaming-bowl', ['avocado', 'shrimp']],
  lobster: ['lobster', ['bread']],
  beer: ['beer-mug', []],
  feast: ['poultry-leg', ['french-fries', 'green-salad']],
  salad: ['green-salad', ['tomato']],
  brunch: ['pancakes', ['bacon', 'strawberry']],
  cake: ['birthday-cake', []],
  dumplings: ['dumpling', ['chopsticks']],
  kidsjuice: ['beverage-box', []],
  combo1: ['hamburger', ['french-fries', 'cup-with-straw']],
  kids: ['hot-dog', ['beverage-box']],
  platter: ['bento-box', ['sushi', 'cheese-wedge']],
  wine: ['wine-glass', ['cheese-wedge']],
  nachos: ['stuffed-flatbread', ['avocado']],
  pancakes: ['pancakes', ['strawberry']],
  eggsbenny: ['shallow-pan-of-food', ['bread']],
  avotoast: ['avocado', ['bread']],
  latte: ['hot-beverage', []],
  dripcoffee: ['hot-beverage', ['cookie']],
  clubsand: ['sandwich', ['bacon']],
  steakfrites: ['cut-of-meat', ['french-fries']],
  caesar: ['leafy-green', ['cheese-wedge']],
  cappuccino: ['hot-beverage', ['custard']],
  matcha: ['teacup-without-handle', ['herb']],
  coffee: ['hot-beverage', []],
  croissant: ['croissant', []],
  buttertart: ['pie', ['maple-leaf']],
  pizza: ['pizza', []],
  garlicknots: ['pretzel', ['herb']],
};

const files = [];
Object.entries(items).forEach(([name, [main, sides]], i) => {
  files.push({ path: `items/${name}`, svg: dish(main, sides, i), widths: ITEM_WIDTHS });
});
/** The card's fallback picture when a dish's own picture fails to load (spec 1 §8). */
files.push({ path: 'items/fallback', svg: dish('fork-and-knife-with-plate', [], 0), widths: ITEM_WIDTHS });

const storeDishes = {
  1001: [['hamburger', 'french-fries', 'pizza', 'green-salad', 'cup-with-straw'], 0],
  1002: [['pancakes', 'hot-beverage', 'croissant', 'sandwich', 'green-salad'], 5],
  1003: [['hot-beverage', 'croissant', 'wine-glass', 'cheese-wedge', 'pie'], 3],
  4521: [['pizza', 'cheese-wedge', 'tomato', 'pizza', 'herb'], 1],
};
for (const [id, [names, seed]] of Object.entries(storeDishes)) {
  files.push({
    path: `stores/${id}-main`,
    svg: banner(names.slice(0, 3), seed, 800, 300),
    widths: BANNER_WIDTHS,
  });
  files.push({ path: `stores/${id}-desktop`, svg: banner(names, seed, 1600, 400), widths: BANNER_WIDTHS });
}
files.push({
  path: 'stores/default-banner',
  svg: banner(['fork-and-knife-with-plate', 'steaming-bowl', 'hot-beverage'], 2, 800, 300),
  widths: BANNER_WIDTHS,
});
files.push({
  path: 'stores/1001-news',
  svg: square(
    'sun-with-face',
    ['beer-mug', 'green-salad', 'hamburger', 'tropical-drink', 'ice-cream', 'french-fries'],
    5,
  ),
  widths: ITEM_WIDTHS,
});
files.push({
  path: 'stores/1001-referral',
  svg: square(
    'wrapped-gift',
    ['french-fries', 'star', 'hamburger', 'sparkles', 'cup-with-straw', 'maple-leaf'],
    1,
  ),
  widths: ITEM_WIDTHS,
});

let bytes = 0;
for (const file of files) {
  const base = join(root, file.path);
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.svg`, file.svg);
  bytes += Buffer.byteLength(file.svg);
  for (const width of file.widths) {
    const webp = await sharp(Buffer.from(file.svg), { density: 144 })
      .resize({ width })
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    writeFileSync(`${base}-${width}.webp`, webp);
    bytes += webp.length;
  }
}
console.log(`wrote ${files.length} pictures (${Math.round(bytes / 1024)} KB) to ${root}`);
