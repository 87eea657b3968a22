import {
  charge,
  DAYS,
  type JsonObject,
  menu,
  menuGroup,
  menuItem,
  option,
  optionValue,
  relation,
  weekly,
} from './builders.js';

// Items shared by the ALLDAY and BAR menus of store 1001; DEMO-DATA.md fixes codes, names and prices,
// and the dietary labels, allergens and calories of the ALLDAY items it lists (issue 22).

/** Labels a plant-only choice meets; a choice with gluten drops GLUTEN_FRIENDLY. */
const PLANT = ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'];
/** Every need a combo's own part meets when it adds nothing but its slots. */
const NOTHING_OF_ITS_OWN = ['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY', 'HALAL'];

const fries = menuItem({
  code: 'FRIES',
  name: 'Classic Fries',
  price: 4.99,
  description: 'Hand-cut Yukon Gold potatoes, twice fried and tossed with sea salt.',
  tags: ['VEGETARIAN'],
  extraCharges: [charge({ price: 0, forCombo: true })],
  preparationTimeInMinutes: 8,
  dietary: ['VEGAN', 'VEGETARIAN'],
  allergens: [],
  calories: 420,
});

const onionRings = menuItem({
  code: 'ONIONRINGS',
  name: 'Onion Rings',
  price: 5.49,
  description: 'Thick-cut sweet onions in a crisp lager batter, with smoky chipotle dip.',
  tags: ['VEGETARIAN'],
  // Swapping rings into a combo costs one dollar more than fries.
  extraCharges: [charge({ price: 1.0, forCombo: true })],
  preparationTimeInMinutes: 8,
  dietary: ['VEGETARIAN'],
  allergens: ['GLUTEN', 'MILK'],
  calories: 480,
});

const icedTea = menuItem({
  code: 'ICEDTEA',
  name: 'Iced Tea',
  price: 2.49,
  description: 'House-brewed black tea with lemon, lightly sweetened. 500 ml.',
  extraCharges: [charge({ price: 0, forCombo: true })],
  preparationTimeInMinutes: 2,
  dietary: ['VEGAN', 'VEGETARIAN'],
  calories: 90,
});

const cola = menuItem({
  code: 'COLA',
  name: 'Cola',
  price: 1.99,
  description: 'Ice-cold fountain cola. 500 ml.',
  extraCharges: [charge({ price: 0, forCombo: true })],
  preparationTimeInMinutes: 1,
  dietary: ['VEGAN', 'VEGETARIAN'],
  calories: 140,
});

const veggie = { type: 'AND', dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }] };

const buildYourBurger = menuItem({
  code: 'BYOB',
  name: 'Build Your Burger',
  price: 11.99,
  description:
    'A toasted brioche bun, your choice of patty and as many toppings as you like. The first two toppings are on us.',
  extraCharges: [charge({ price: 0, forCombo: true })],
  // The sesame bun and pickles: the patty decides beef 540, chicken 480 or veggie 430 calories.
  dietary: ['VEGAN', 'VEGETARIAN'],
  allergens: ['GLUTEN', 'SESAME'],
  calories: 300,
  options: [
    option({
      code: 'PATTY',
      name: 'Patty',
      min: 1,
      max: 1,
      values: [
        optionValue({ code: 'BEEF', value: 'Beef', dietary: ['GLUTEN_FRIENDLY'], calories: 240 }),
        optionValue({
          code: 'CHICKEN',
          value: 'Chicken',
          price: 1.0,
          dietary: ['GLUTEN_FRIENDLY', 'HALAL'],
          calories: 180,
        }),
        // Bound with egg white: vegetarian, not vegan.
        optionValue({
          code: 'VEGGIE',
          value: 'Veggie',
          tags: ['VEGETARIAN'],
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          calories: 130,
        }),
      ],
    }),
    option({
      code: 'TOPPINGS',
      name: 'Toppings',
      min: 0,
      max: -1,
      numFree: 2,
      values: [
        optionValue({ code: 'LETTUCE', value: 'Lettuce', price: 0.5, dietary: PLANT, calories: 5 }),
        optionValue({ code: 'TOMATO', value: 'Tomato', price: 0.5, dietary: PLANT, calories: 5 }),
        optionValue({
          code: 'CHEESE',
          value: 'Cheese',
          price: 1.0,
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: ['MILK'],
          calories: 110,
        }),
        optionValue({
          code: 'BACON',
          value: 'Bacon',
          price: 1.5,
          dietary: ['GLUTEN_FRIENDLY'],
          calories: 90,
        }),
      ],
    }),
    option({
      code: 'SAUCE',
      name: 'Sauce',
      min: 0,
      max: 2,
      values: [
        optionValue({ code: 'KETCHUP', value: 'Ketchup', dietary: PLANT, calories: 20 }),
        optionValue({
          code: 'MAYO',
          value: 'Mayo',
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: ['EGG'],
          calories: 90,
        }),
        optionValue({
          code: 'VEGANAIOLI',
          value: 'Vegan Aioli',
          valueDependencies: veggie,
          dietary: PLANT,
          calories: 80,
        }),
      ],
    }),
  ],
  preparationTimeInMinutes: 15,
});

const chickenSandwich = menuItem({
  code: 'CHKSAND',
  name: 'Chicken Sandwich',
  price: 9.99,
  description: 'Buttermilk fried chicken thigh, pickles and honey mustard slaw on a potato roll.',
  extraCharges: [charge({ price: 0, forCombo: true })],
  preparationTimeInMinutes: 12,
  dietary: ['HALAL'],
  allergens: ['GLUTEN', 'MILK', 'EGG', 'MUSTARD'],
  calories: 650,
});

const largePizza = menuItem({
  code: 'LPIZZA',
  name: 'Large Pizza',
  price: 15.99,
  description:
    'Fourteen-inch stone-baked pizza with San Marzano tomato sauce and mozzarella. Top the whole pie or just one half.',
  dietary: ['VEGETARIAN'],
  allergens: ['GLUTEN', 'MILK'],
  calories: 2240,
  options: [
    option({
      code: 'PIZZATOPPINGS',
      name: 'Toppings',
      min: 0,
      max: -1,
      pizzaTopping: true,
      halfPriceForHalfTopping: true,
      values: [
        optionValue({
          code: 'PEPPERONI',
          value: 'Pepperoni',
          price: 2.0,
          option: 1,
          dietary: ['GLUTEN_FRIENDLY', 'SPICY'],
          calories: 400,
        }),
        optionValue({
          code: 'MUSHROOMS',
          value: 'Mushrooms',
          price: 1.5,
          option: 1,
          dietary: PLANT,
          calories: 60,
        }),
        optionValue({
          code: 'OLIVES',
          value: 'Olives',
          price: 1.5,
          option: 1,
          dietary: PLANT,
          calories: 120,
        }),
        optionValue({
          code: 'EXTRACHEESE',
          value: 'Extra Cheese',
          price: 2.5,
          option: 1,
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: ['MILK'],
          calories: 480,
        }),
      ],
    }),
  ],
  preparationTimeInMinutes: 20,
});

const pokeBowl = menuItem({
  code: 'POKE',
  name: 'Poke Bowl',
  price: 0,
  description: 'Choose a base and a protein; finished with edamame, cucumber, pickled ginger and sesame.',
  dietary: PLANT,
  allergens: ['SOY', 'SESAME'],
  calories: 150,
  options: [
    option({
      code: 'BASE',
      name: 'Base',
      min: 1,
      max: 1,
      values: [
        optionValue({ code: 'RICE', value: 'Rice', price: 12.0, dietary: PLANT, calories: 350 }),
        optionValue({ code: 'SALADBASE', value: 'Salad', price: 11.0, dietary: PLANT, calories: 40 }),
      ],
    }),
    option({
      code: 'PROTEIN',
      name: 'Protein',
      min: 1,
      max: 1,
      values: [
        optionValue({
          code: 'TUNA',
          value: 'Tuna',
          price: 4.0,
          dietary: ['GLUTEN_FRIENDLY', 'HALAL'],
          allergens: ['FISH'],
          calories: 180,
        }),
        optionValue({
          code: 'TOFU',
          value: 'Tofu',
          price: 2.0,
          tags: ['VEGAN'],
          dietary: PLANT,
          allergens: ['SOY'],
          calories: 150,
        }),
      ],
    }),
  ],
});

const lobsterRoll = menuItem({
  code: 'LOBSTER',
  name: 'Lobster Roll',
  price: 18.99,
  description: 'Nova Scotia lobster with lemon mayo and chives in a buttered split-top bun.',
  outOfStock: true,
  allergens: ['CRUSTACEANS', 'GLUTEN', 'MILK', 'EGG'],
  calories: 560,
});

const draftBeer = menuItem({
  code: 'BEER',
  name: 'Draft Beer',
  price: 7.0,
  description: 'A pint of the local lager on tap. Served to guests 19 and over, in the restaurant only.',
  nonOrderableChannels: ['ONLINE'],
  preparationTimeInMinutes: 2,
  dietary: ['VEGAN', 'VEGETARIAN'],
  allergens: ['GLUTEN'],
  calories: 210,
});

const familyFeast = menuItem({
  code: 'FEAST',
  name: 'Family Feast',
  price: 39.99,
  description: 'Four burgers, two large fries, onion rings and a jug of iced tea. Feeds four hungry people.',
  maxCardinality: 2,
  preparationTimeInMinutes: 25,
  allergens: ['GLUTEN', 'SESAME', 'MILK', 'EGG'],
  calories: 4800,
});

const gardenSalad = menuItem({
  code: 'SALAD',
  name: 'Garden Salad',
  price: 8.49,
  description: 'Mixed greens, cherry tomatoes, cucumber, radish and toasted seeds with lemon vinaigrette.',
  tags: ['GLUTEN_FREE', 'VEGAN'],
  dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'],
  allergens: [],
  calories: 210,
});

const brunchPlate = menuItem({
  code: 'BRUNCH',
  name: 'Weekend Brunch Plate',
  price: 13.99,
  description: 'Two eggs any style, maple bacon, home fries and sourdough toast. Saturdays and Sundays.',
  schedule: weekly(['SATURDAY', 'SUNDAY'], 0, 24),
  allergens: ['GLUTEN', 'EGG', 'MILK'],
  calories: 980,
});

const celebrationCake = menuItem({
  code: 'CAKE',
  name: 'Celebration Cake',
  price: 29.99,
  description:
    'A two-layer vanilla sponge with berry compote and buttercream, serves eight. Order a day ahead.',
  advance: 24,
  dietary: ['VEGETARIAN'],
  allergens: ['GLUTEN', 'EGG', 'MILK'],
  calories: 3600,
});

const dumplings = menuItem({
  code: 'DUMPLINGS',
  name: 'Dumplings (6 pc)',
  price: 7.99,
  description: 'Pan-fried pork and chive dumplings with black vinegar dipping sauce. Minimum two orders.',
  minCardinality: 2,
  allergens: ['GLUTEN', 'SOY'],
  calories: 420,
});

const kidsJuice = menuItem({
  code: 'KIDSJUICE',
  name: 'Kids Juice',
  price: 1.49,
  description: 'A small box of apple juice.',
  extraCharges: [charge({ price: 0, forCombo: true })],
  dietary: PLANT,
  calories: 90,
});

const burgerCombo = menuItem({
  code: 'COMBO1',
  name: 'Burger Combo',
  price: 14.99,
  description: 'A burger or chicken sandwich with a side and a drink. Upgrade to onion rings for one dollar.',
  relations: [
    relation({ code: 'MAIN', name: 'Main', min: 1, max: 1, itemCodes: ['BYOB', 'CHKSAND'] }),
    relation({ code: 'SIDE', name: 'Side', min: 1, max: 1, itemCodes: ['FRIES', 'ONIONRINGS'] }),
    relation({ code: 'DRINK', name: 'Drink', min: 1, max: 1, itemCodes: ['ICEDTEA', 'COLA'] }),
  ],
  preparationTimeInMinutes: 15,
  // Nothing of its own: it is vegetarian when a vegetarian choice exists in every slot.
  dietary: NOTHING_OF_ITS_OWN,
  allergens: [],
  calories: 0,
});

const kidsMeal = menuItem({
  code: 'KIDS',
  name: 'Kids Meal',
  price: 8.99,
  description: 'Mini cheeseburger with a small fries and a juice box, for our guests under 12.',
  relations: [relation({ code: 'KIDSDRINK', name: 'Drink', min: 1, max: 1, itemCodes: ['KIDSJUICE'] })],
  allergens: ['GLUTEN', 'MILK', 'SESAME'],
  calories: 520,
});

const tastingPlatter = menuItem({
  code: 'PLATTER',
  name: "Chef's Tasting Platter",
  price: 24.99,
  description: 'A rotating selection of small plates from the kitchen, served at the table for two to share.',
  saleType: 'DINE_IN',
  allergens: ['GLUTEN', 'MILK', 'FISH', 'TREE_NUTS'],
  calories: 1350,
});

const allDay = menu({
  code: 'ALLDAY',
  name: 'All Day Menu',
  description: 'Burgers, bowls, pizza and sides, served from open to close.',
  sequence: 1,
  channels: ['ONLINE', 'IN_STORE'],
  groups: [
    menuGroup({
      code: 'BURGERS',
      name: 'Burgers & Sandwiches',
      description: 'Built to order on fresh bakery buns.',
      items: [buildYourBurger, chickenSandwich, burgerCombo, kidsMeal],
    }),
    menuGroup({
      code: 'MAINS',
      name: 'Pizza, Bowls & Mains',
      description: 'Heartier plates and sharing food.',
      items: [largePizza, pokeBowl, lobsterRoll, familyFeast, tastingPlatter],
    }),
    menuGroup({
      code: 'SIDES',
      name: 'Sides & Salads',
      description: 'Made to go with everything.',
      items: [fries, onionRings, gardenSalad, dumplings],
    }),
    menuGroup({
      code: 'DRINKS',
      name: 'Drinks',
      description: 'Cold drinks and the bar’s draft.',
      items: [icedTea, cola, draftBeer],
    }),
    menuGroup({
      code: 'SPECIALS',
      name: 'Weekends & Celebrations',
      description: 'Brunch on weekends and cakes made to order.',
      items: [brunchPlate, celebrationCake],
    }),
    menuGroup({
      code: 'COMBOPARTS',
      name: 'Combo Extras',
      description: 'Items offered only inside combos.',
      hidden: true,
      items: [kidsJuice],
    }),
  ],
});

const bar = menu({
  code: 'BAR',
  name: 'Bar Menu',
  description: 'Drinks and snacks at the bar, ordered from your server.',
  sequence: 2,
  channels: ['IN_STORE'],
  groups: [
    menuGroup({
      code: 'BARDRINKS',
      name: 'On Tap & By the Glass',
      description: 'Ontario beer and wine.',
      items: [
        draftBeer,
        menuItem({
          code: 'HOUSEWINE',
          name: 'House Red Wine',
          price: 9.0,
          description: 'A 6 oz glass of Niagara Baco Noir.',
          imageName: 'wine',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'],
          allergens: ['SULPHITES'],
          calories: 150,
        }),
      ],
    }),
    menuGroup({
      code: 'BARSNACKS',
      name: 'Bar Snacks',
      description: 'To share over a drink.',
      items: [
        menuItem({
          code: 'NACHOS',
          name: 'Loaded Nachos',
          price: 12.99,
          description: 'Corn chips, cheddar, jalapeños, pico de gallo and sour cream.',
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'SPICY'],
          allergens: ['MILK'],
          calories: 1100,
        }),
        fries,
      ],
    }),
  ],
});

const breakfast = menu({
  code: 'BREAKFAST',
  name: 'Breakfast',
  description: 'Morning plates and coffee, 7 to 11 every day.',
  sequence: 1,
  channels: ['ONLINE', 'IN_STORE'],
  schedule: weekly(DAYS, 7, 11),
  scheduledPickupTimeLimitInHours: 24,
  groups: [
    menuGroup({
      code: 'MORNING',
      name: 'Morning Plates',
      description: 'Eggs, pancakes and toast.',
      items: [
        menuItem({
          code: 'PANCAKES',
          name: 'Buttermilk Pancakes',
          price: 10.49,
          description: 'A stack of three with Quebec maple syrup and whipped butter.',
          dietary: ['VEGETARIAN'],
          allergens: ['GLUTEN', 'EGG', 'MILK'],
          calories: 780,
        }),
        menuItem({
          code: 'EGGSBENNY',
          name: 'Eggs Benedict',
          price: 14.49,
          description: 'Poached eggs and peameal bacon on an English muffin with hollandaise.',
          allergens: ['GLUTEN', 'EGG', 'MILK'],
          calories: 720,
        }),
        menuItem({
          code: 'AVOTOAST',
          name: 'Avocado Toast',
          price: 11.99,
          description: 'Smashed avocado, chili flakes and lime on grilled sourdough.',
          dietary: ['VEGAN', 'VEGETARIAN', 'SPICY'],
          allergens: ['GLUTEN'],
          calories: 430,
          tags: ['VEGAN'],
        }),
      ],
    }),
    menuGroup({
      code: 'COFFEE',
      name: 'Coffee',
      description: 'Espresso drinks from a local roaster.',
      items: [
        menuItem({
          code: 'LATTE',
          name: 'Latte',
          price: 4.75,
          description: 'Double espresso with steamed milk.',
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY'],
          allergens: ['MILK'],
          calories: 190,
        }),
        menuItem({
          code: 'DRIPCOFFEE',
          name: 'Drip Coffee',
          price: 2.75,
          description: 'Fresh-brewed medium roast.',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: [],
          calories: 5,
        }),
      ],
    }),
  ],
});

const lunch = menu({
  code: 'LUNCH',
  name: 'Lunch & Dinner',
  description: 'Sandwiches, salads and mains from 11 until close.',
  sequence: 2,
  channels: ['ONLINE', 'IN_STORE'],
  schedule: weekly(DAYS, 11, 23),
  scheduledPickupTimeLimitInHours: 24,
  groups: [
    menuGroup({
      code: 'LUNCHMAINS',
      name: 'Mains',
      description: 'Plates to fill you up.',
      items: [
        menuItem({
          code: 'CLUBSAND',
          name: 'Turkey Club',
          price: 13.49,
          description: 'Roast turkey, bacon, lettuce and tomato on toasted multigrain.',
          allergens: ['GLUTEN', 'EGG', 'SESAME'],
          calories: 690,
        }),
        menuItem({
          code: 'STEAKFRITES',
          name: 'Steak Frites',
          price: 24.99,
          description: 'Grilled flat-iron steak with herb butter and fries.',
          dietary: ['GLUTEN_FRIENDLY'],
          allergens: ['MILK'],
          calories: 1150,
        }),
        menuItem({
          code: 'CAESAR',
          name: 'Caesar Salad',
          price: 11.49,
          description: 'Romaine, garlic croutons, parmesan and our creamy dressing.',
          allergens: ['GLUTEN', 'MILK', 'EGG', 'FISH', 'MUSTARD'],
          calories: 540,
        }),
      ],
    }),
  ],
});

const cafe = menu({
  code: 'CAFE',
  name: 'Café Menu',
  description: 'Coffee, pastries and light bites on the harbour.',
  sequence: 1,
  channels: ['ONLINE', 'IN_STORE'],
  groups: [
    menuGroup({
      code: 'CAFEDRINKS',
      name: 'Coffee & Tea',
      description: 'Made at the bar.',
      items: [
        menuItem({
          code: 'CAPPUCCINO',
          name: 'Cappuccino',
          price: 4.5,
          description: 'Espresso with velvety foam.',
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY'],
          allergens: ['MILK'],
          calories: 120,
        }),
        menuItem({
          code: 'MATCHA',
          name: 'Matcha Latte',
          price: 5.25,
          description: 'Ceremonial-grade matcha whisked with oat milk.',
          dietary: ['VEGAN', 'VEGETARIAN'],
          allergens: ['GLUTEN'],
          calories: 160,
        }),
        menuItem({
          code: 'COFFEE',
          name: 'Coffee',
          price: 2.95,
          description: 'Single-origin pour-over of the day.',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: [],
          calories: 5,
        }),
      ],
    }),
    menuGroup({
      code: 'PASTRY',
      name: 'Pastries',
      description: 'Baked every morning.',
      items: [
        menuItem({
          code: 'CROISSANT',
          name: 'Butter Croissant',
          price: 3.75,
          description: 'Flaky, all-butter and still warm.',
          dietary: ['VEGETARIAN'],
          allergens: ['GLUTEN', 'MILK', 'EGG'],
          calories: 340,
        }),
        menuItem({
          code: 'BUTTERTART',
          name: 'Butter Tart',
          price: 3.25,
          description: 'A Canadian classic with raisins and a runny centre.',
          dietary: ['VEGETARIAN'],
          allergens: ['GLUTEN', 'MILK', 'EGG'],
          calories: 380,
        }),
      ],
    }),
  ],
});

const wine = menu({
  code: 'WINE',
  name: 'Wine List',
  description: 'Ontario wines by the glass for the terrace tables.',
  sequence: 2,
  channels: ['ONLINE', 'IN_STORE'],
  groups: [
    menuGroup({
      code: 'WINEGLASS',
      name: 'By the Glass',
      description: '6 oz pours.',
      items: [
        menuItem({
          code: 'RIESLING',
          name: 'Niagara Riesling',
          price: 11.0,
          description: 'Off-dry, with green apple and lime.',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'],
          allergens: ['SULPHITES'],
          calories: 140,
          imageName: 'wine',
        }),
        menuItem({
          code: 'PINOTNOIR',
          name: 'Prince Edward County Pinot Noir',
          price: 13.0,
          description: 'Light-bodied with red cherry and earth.',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'],
          allergens: ['SULPHITES'],
          calories: 150,
          imageName: 'wine',
        }),
      ],
    }),
  ],
});

/** The Slice Republic price line (spec 1 §2.5): Small 12.99, Medium 15.99, Large 19.99, X-Large 23.99. */
function pizza(
  code: string,
  name: string,
  description: string,
  nutrition: { dietary: string[]; calories: number },
  extra = 0,
): JsonObject {
  return menuItem({
    code,
    name,
    price: 12.99 + extra,
    description,
    imageName: 'pizza',
    dietary: nutrition.dietary,
    allergens: ['GLUTEN', 'MILK'],
    // The small pie's; each size adds to it.
    calories: nutrition.calories,
    options: [
      option({
        code: `${code}_SIZE`,
        name: 'Size',
        min: 1,
        max: 1,
        values: [
          optionValue({ code: 'SMALL', value: 'Small', price: 0, dietary: PLANT, calories: 0 }),
          optionValue({ code: 'MEDIUM', value: 'Medium', price: 3.0, dietary: PLANT, calories: 400 }),
          optionValue({ code: 'LARGE', value: 'Large', price: 7.0, dietary: PLANT, calories: 900 }),
          optionValue({ code: 'XLARGE', value: 'X-Large', price: 11.0, dietary: PLANT, calories: 1500 }),
        ],
      }),
      option({
        code: `${code}_TOPPINGS`,
        name: 'Extra Toppings',
        min: 0,
        max: -1,
        pizzaTopping: true,
        halfPriceForHalfTopping: true,
        values: [
          optionValue({
            code: 'PEPPERONI',
            value: 'Pepperoni',
            price: 2.0,
            option: 1,
            dietary: ['GLUTEN_FRIENDLY', 'SPICY'],
            calories: 300,
          }),
          optionValue({
            code: 'MUSHROOMS',
            value: 'Mushrooms',
            price: 1.5,
            option: 1,
            dietary: PLANT,
            calories: 40,
          }),
          optionValue({
            code: 'ONIONS',
            value: 'Red Onions',
            price: 1.0,
            option: 1,
            dietary: PLANT,
            calories: 30,
          }),
          optionValue({
            code: 'HOTHONEY',
            value: 'Hot Honey',
            price: 1.5,
            option: 1,
            dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL', 'SPICY'],
            calories: 120,
          }),
        ],
      }),
    ],
  });
}

const pizzaMenu = menu({
  code: 'PIZZA',
  name: 'Pizza Menu',
  description: 'Neapolitan-style pies, sides and drinks.',
  sequence: 1,
  channels: ['ONLINE', 'IN_STORE'],
  groups: [
    menuGroup({
      code: 'PIES',
      name: 'Pizzas',
      description: 'Small 12.99, Medium 15.99, Large 19.99, X-Large 23.99.',
      items: [
        pizza('MARGHERITA', 'Margherita', 'Tomato, fior di latte, basil and olive oil.', {
          dietary: ['VEGETARIAN'],
          calories: 1200,
        }),
        pizza('PEPPERONIPIE', 'Pepperoni', 'Tomato, mozzarella and cup-and-char pepperoni.', {
          dietary: ['SPICY'],
          calories: 1450,
        }),
        pizza('QUEENWEST', 'Queen West', 'Roasted mushrooms, caramelised onions, goat cheese and arugula.', {
          dietary: ['VEGETARIAN'],
          calories: 1300,
        }),
      ],
    }),
    menuGroup({
      code: 'PIZZASIDES',
      name: 'Sides & Drinks',
      description: 'Something on the side.',
      items: [
        menuItem({
          code: 'GARLICKNOTS',
          name: 'Garlic Knots',
          price: 6.49,
          description: 'Six knots brushed with garlic butter and parmesan.',
          dietary: ['VEGETARIAN'],
          allergens: ['GLUTEN', 'MILK'],
          calories: 560,
        }),
        menuItem({
          code: 'SODA',
          name: 'Italian Soda',
          price: 3.49,
          description: 'Blood orange or lemon.',
          dietary: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: [],
          calories: 160,
          imageName: 'cola',
          // A choice to make: the store's "goes well with" list holds a configurable item (issue 22).
          options: [
            option({
              code: 'SODA_FLAVOUR',
              name: 'Flavour',
              min: 1,
              max: 1,
              values: [
                optionValue({
                  code: 'BLOODORANGE',
                  value: 'Blood Orange',
                  price: 0,
                  dietary: PLANT,
                  calories: 0,
                }),
                optionValue({ code: 'LEMON', value: 'Lemon', price: 0, dietary: PLANT, calories: 0 }),
              ],
            }),
          ],
        }),
      ],
    }),
  ],
});

export interface SeedMenu {
  storeId: string;
  menu: JsonObject;
}

export const demoMenus: SeedMenu[] = [
  { storeId: '1001', menu: allDay },
  { storeId: '1001', menu: bar },
  { storeId: '1002', menu: breakfast },
  { storeId: '1002', menu: lunch },
  { storeId: '1003', menu: cafe },
  { storeId: '1003', menu: wine },
  { storeId: '4521', menu: pizzaMenu },
];

/** Thumbs-up counts the demo starts with (DEMO-DATA.md), by store and item. */
export const demoThumbups: { storeId: string; itemCode: string; count: number }[] = [
  { storeId: '1001', itemCode: 'FRIES', count: 42 },
  { storeId: '1001', itemCode: 'BYOB', count: 17 },
];
