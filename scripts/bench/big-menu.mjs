// A generated 1,000-item menu: a test fixture for the store page's big-menu behaviour (lazy
// categories, search), never demo data. The benchmark and the e2e journeys serve it in place of
// GET /menu/{code} through Playwright's route interception.

// Each dish: its name, its picture, its dietary labels and allergens (issue 22), its calories.
const DISHES = [
  ['Burger', 'byob', [], ['GLUTEN', 'MILK', 'SESAME'], 640],
  ['Fries', 'fries', ['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY'], [], 420],
  ['Pizza', 'pizza', ['VEGETARIAN'], ['GLUTEN', 'MILK'], 880],
  ['Salad', 'salad', ['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY'], ['MUSTARD'], 310],
  ['Dumplings', 'dumplings', ['HALAL'], ['GLUTEN', 'SOY', 'SESAME'], 450],
  ['Poke Bowl', 'poke', ['GLUTEN_FRIENDLY'], ['FISH', 'SOY', 'SESAME'], 560],
  ['Sandwich', 'chksand', ['HALAL'], ['GLUTEN', 'EGG'], 590],
  ['Pancakes', 'pancakes', ['VEGETARIAN'], ['GLUTEN', 'EGG', 'MILK'], 520],
  ['Latte', 'latte', ['VEGETARIAN', 'GLUTEN_FRIENDLY'], ['MILK'], 190],
  ['Cake', 'cake', ['VEGETARIAN'], ['GLUTEN', 'EGG', 'MILK', 'TREE_NUTS'], 470],
];
const STYLES = [
  'Classic',
  'Spicy',
  'Smoky',
  'Garden',
  'Harbour',
  'Maple',
  'Crispy',
  'Golden',
  'Midnight',
  'Sunday',
];
const SIDES = ['with pickles', 'with aioli', 'with herbs', 'with lemon', 'with chili oil'];

/** 40 categories of 25 items (by default): names, descriptions, prices and pictures vary. */
export function bigMenu({ code = 'ALLDAY', categories = 40, perCategory = 25 } = {}) {
  const menuGroups = [];
  let n = 0;
  for (let c = 0; c < categories; c += 1) {
    const menuItems = [];
    for (let i = 0; i < perCategory; i += 1) {
      const [dish, picture, dietary, allergens, calories] = DISHES[n % DISHES.length];
      const style = STYLES[Math.floor(n / DISHES.length) % STYLES.length];
      menuItems.push({
        code: `BIG${String(n).padStart(4, '0')}`,
        name: `${style} ${dish} ${n}`,
        shortName: `${dish.slice(0, 4).toUpperCase()}${n}`,
        description: `${style} ${dish.toLowerCase()} ${SIDES[n % SIDES.length]}, made to order.`,
        price: Math.round((4 + (n % 23) * 0.75) * 100) / 100,
        images: { MAIN: [{ url: `/images/items/${picture}.svg` }] },
        thumbup: n % 17,
        tags: n % 9 === 0 ? ['GLUTEN_FREE'] : [],
        dietary: style === 'Spicy' ? [...dietary, 'SPICY'] : dietary,
        allergens,
        calories: calories + (n % 7) * 10,
      });
      n += 1;
    }
    menuGroups.push({
      code: `CAT${c}`,
      name: `Category ${c + 1}`,
      description: `Dishes ${c * perCategory + 1} to ${n}.`,
      menuItems,
    });
  }
  return { code, name: 'Big Menu', channels: ['ONLINE', 'IN_STORE'], menuGroups };
}

/** Serves the big menu for GET /menu/{code} on this Playwright page. */
export async function serveBigMenu(page, options = {}) {
  const body = JSON.stringify(bigMenu(options));
  await page.route(/\/api\/v1\/menu\/[A-Z0-9_]+(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
}
