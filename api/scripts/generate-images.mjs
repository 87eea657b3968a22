// Writes the small placeholder SVGs the demo catalogue points at (api/assets/images). Run once by
// hand when the demo data gains an image: `node api/scripts/generate-images.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'images');

const palette = [
  '#e76f51',
  '#f4a261',
  '#e9c46a',
  '#2a9d8f',
  '#264653',
  '#8ab17d',
  '#b5838d',
  '#6d597a',
  '#457b9d',
];
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function card(label, seed, width = 320, height = 240) {
  const colour = palette[seed % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="${width}" height="${height}" fill="${colour}"/>
<circle cx="${width / 2}" cy="${height / 2 - 18}" r="${Math.min(width, height) / 5}" fill="#fff" fill-opacity="0.25"/>
<text x="50%" y="${height - 36}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height / 10)}" font-weight="700" fill="#fff">${escapeXml(label)}</text>
</svg>
`;
}

const items = {
  fries: 'Classic Fries',
  onionrings: 'Onion Rings',
  icedtea: 'Iced Tea',
  cola: 'Cola',
  byob: 'Build Your Burger',
  chksand: 'Chicken Sandwich',
  lpizza: 'Large Pizza',
  poke: 'Poke Bowl',
  lobster: 'Lobster Roll',
  beer: 'Draft Beer',
  feast: 'Family Feast',
  salad: 'Garden Salad',
  brunch: 'Brunch Plate',
  cake: 'Celebration Cake',
  dumplings: 'Dumplings',
  kidsjuice: 'Kids Juice',
  combo1: 'Burger Combo',
  kids: 'Kids Meal',
  platter: 'Tasting Platter',
  wine: 'Wine',
  nachos: 'Loaded Nachos',
  pancakes: 'Pancakes',
  eggsbenny: 'Eggs Benedict',
  avotoast: 'Avocado Toast',
  latte: 'Latte',
  dripcoffee: 'Drip Coffee',
  clubsand: 'Turkey Club',
  steakfrites: 'Steak Frites',
  caesar: 'Caesar Salad',
  cappuccino: 'Cappuccino',
  matcha: 'Matcha Latte',
  coffee: 'Coffee',
  croissant: 'Croissant',
  buttertart: 'Butter Tart',
  pizza: 'Pizza',
  garlicknots: 'Garlic Knots',
};

const files = {};
Object.entries(items).forEach(([code, label], i) => {
  files[`items/${code}.svg`] = card(label, i);
});
files['brand/maple-logo.svg'] =
  `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="Maple &amp; Co."><rect width="192" height="192" rx="32" fill="#1e9d84"/><path d="M96 28l14 34 30-12-12 32 30 12-34 14 6 36-34-22-34 22 6-36-34-14 30-12-12-32 30 12z" fill="#fff"/></svg>\n`;
files['brand/slice-logo.svg'] =
  `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" role="img" aria-label="Slice Republic"><rect width="192" height="192" rx="32" fill="#c1121f"/><path d="M40 48h112L96 160z" fill="#ffd166"/><circle cx="82" cy="76" r="9" fill="#c1121f"/><circle cx="112" cy="84" r="9" fill="#c1121f"/><circle cx="96" cy="112" r="8" fill="#c1121f"/></svg>\n`;
files['brand/maple-banner.svg'] = card('Maple & Co.', 3, 1200, 300);
files['brand/slice-banner.svg'] = card('Slice Republic', 0, 1200, 300);
files['brand/maple-reward.svg'] = card('Maple Rewards', 2, 400, 240);
files['brand/slice-reward.svg'] = card('Slice Rewards', 1, 400, 240);
for (const [id, name, seed] of [
  ['1001', 'Maple Downtown', 3],
  ['1002', 'Maple Uptown', 4],
  ['1003', 'Maple Harbour Café', 8],
  ['4521', 'Slice Republic Queen West', 0],
]) {
  files[`stores/${id}-main.svg`] = card(name, seed, 800, 300);
  files[`stores/${id}-desktop.svg`] = card(name, seed, 1600, 400);
}
files['stores/1001-news.svg'] = card('Patio season is here', 5, 600, 600);
files['stores/1001-referral.svg'] = card('Give 1,000 points, get 1,000', 6, 600, 600);
files['coupons/welcome10.svg'] = card('10% off', 3, 284, 106);
files['coupons/bogo-burger.svg'] = card('BOGO Burger', 0, 284, 106);
files['coupons/gift25.svg'] = card('$25 Gift', 7, 284, 106);
files['coupons/coffee-card.svg'] = card('Coffee Card', 4, 284, 106);

for (const [path, svg] of Object.entries(files)) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`wrote ${Object.keys(files).length} images to ${root}`);
