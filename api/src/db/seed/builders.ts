// Small builders that give every catalogue entry the full set of fields the spec names, so the
// demo data below only says what is special about each item.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

export function image(path: string): JsonObject {
  return { url: `/images/${path}` };
}

export interface ChargeInput {
  price: number;
  promotional?: boolean;
  forMembership?: boolean;
  forCombo?: boolean;
  orderTypes?: string[];
  channels?: string[];
  valueDependency?: { attributeCode: string; valueCode: string } | null;
  schedule?: JsonObject | null;
}

export function charge(input: ChargeInput): JsonObject {
  return {
    price: input.price,
    promotional: input.promotional ?? false,
    forMembership: input.forMembership ?? false,
    forCombo: input.forCombo ?? false,
    orderTypes: input.orderTypes ?? [],
    channels: input.channels ?? [],
    valueDependency: input.valueDependency ?? null,
    schedule: input.schedule ?? null,
  };
}

export function translations(values: Record<string, string>): JsonObject {
  return { translations: Object.entries(values).map(([lang, value]) => ({ lang, value })) };
}

/** A weekly schedule: the given days, each with one time range in decimal hours. */
export function weekly(days: readonly string[], start: number, end: number): JsonObject {
  return { items: [{ type: 'DAYS_OF_WEEK', days: [...days], timeRange: [{ start, end, value: null }] }] };
}

/** What a dish or a choice is, for the dietary filters, allergen lists and calories (issue 22). */
export interface NutritionInput {
  /** Labels it meets: VEGETARIAN, VEGAN, GLUTEN_FRIENDLY, HALAL, SPICY. */
  dietary?: string[];
  /** Major allergens it contains. */
  allergens?: string[];
  /** Kilocalories: an item's own; for a value, what one unit adds. */
  calories?: number;
}

function nutrition(input: NutritionInput): JsonObject {
  return { dietary: input.dietary ?? [], allergens: input.allergens ?? [], calories: input.calories ?? null };
}

export interface ValueInput extends NutritionInput {
  code: string;
  value: string;
  price?: number;
  outOfStock?: boolean;
  tags?: string[];
  minCardinality?: number;
  maxCardinality?: number;
  valueDependencies?: JsonObject | null;
  /** Pizza side for toppings: 0 left, 1 whole, 2 right. */
  option?: 0 | 1 | 2 | null;
}

export function optionValue(input: ValueInput): JsonObject {
  return {
    code: input.code,
    value: input.value,
    charges: [charge({ price: input.price ?? 0 })],
    outOfStock: input.outOfStock ?? false,
    tags: input.tags ?? [],
    selected: false,
    qty: 0,
    minCardinality: input.minCardinality ?? 0,
    maxCardinality: input.maxCardinality ?? 1,
    attributeGroup: null,
    option: input.option ?? null,
    valueDependencies: input.valueDependencies ?? null,
    ...nutrition(input),
  };
}

export interface OptionInput {
  code: string;
  name: string;
  min: number;
  /** -1 means unlimited. */
  max: number;
  numFree?: number;
  pizzaTopping?: boolean;
  halfPriceForHalfTopping?: boolean;
  values: JsonObject[];
  valueDependencies?: JsonObject | null;
}

export function option(input: OptionInput): JsonObject {
  return {
    code: input.code,
    name: input.name,
    numFree: input.numFree ?? 0,
    minCardinality: input.min,
    maxCardinality: input.max,
    multiSelect: input.max !== 1,
    allowedUsage: 'ALL',
    pizzaTopping: input.pizzaTopping ?? false,
    halfPriceForHalfTopping: input.halfPriceForHalfTopping ?? false,
    values: input.values,
    valueDependencies: input.valueDependencies ?? null,
    cardinalityDependencies: [],
  };
}

export interface RelationInput {
  code: string;
  name: string;
  description?: string;
  min: number;
  max: number;
  itemCodes: string[];
  charge?: JsonObject | null;
}

/** A combo slot; its targets are filled in from the menu when the menu is served. */
export function relation(input: RelationInput): JsonObject {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    minCardinality: input.min,
    maxCardinality: input.max,
    valueMinCardinality: 0,
    valueMaxCardinality: input.max,
    menuItemCodes: input.itemCodes,
    itemGroups: [],
    price: 0,
    hasPrice: false,
    charge: input.charge ?? null,
  };
}

export interface ItemInput extends NutritionInput {
  code: string;
  name: string;
  price: number;
  description: string;
  shortName?: string;
  /** Extra charges after the base one (combo prices, membership prices...). */
  extraCharges?: JsonObject[];
  options?: JsonObject[];
  relations?: JsonObject[];
  tags?: string[];
  outOfStock?: boolean;
  minCardinality?: number | null;
  /** Per-cart order limit; -1 means none. */
  maxCardinality?: number;
  schedule?: JsonObject | null;
  advance?: number;
  nonOrderableChannels?: string[];
  saleType?: string;
  preparationTimeInMinutes?: number;
  imageName?: string;
}

export function menuItem(input: ItemInput): JsonObject {
  const img = image(`items/${input.imageName ?? input.code.toLowerCase()}.svg`);
  const configurable = (input.options?.length ?? 0) > 0 || (input.relations?.length ?? 0) > 0;
  return {
    code: input.code,
    name: input.name,
    shortName: input.shortName ?? input.name,
    description: input.description,
    menuCode: null,
    qty: 1,
    minCardinality: input.minCardinality ?? null,
    maxCardinality: input.maxCardinality ?? -1,
    charges: [charge({ price: input.price }), ...(input.extraCharges ?? [])],
    price: input.price,
    unitPrice: input.price,
    outOfStock: input.outOfStock ?? false,
    disabled: false,
    tags: input.tags ?? [],
    images: { MAIN: [img] },
    imageURL: img.url as string,
    imageUrl: img.url as string,
    preparationTimeInMinutes: input.preparationTimeInMinutes ?? 12,
    schedule: input.schedule ?? null,
    advance: input.advance ?? 0,
    nonOrderableChannels: input.nonOrderableChannels ?? [],
    saleType: input.saleType ?? 'ALL',
    menuDisplayMode: null,
    specialRequest: null,
    options: input.options ?? [],
    itemAttributeList: [],
    attributes: { Configurable: configurable },
    attributeGroup: null,
    groupingTags: [],
    relations: input.relations ?? [],
    itemRelationList: [],
    childItemList: [],
    ...nutrition(input),
  };
}

export interface MenuGroupInput {
  code: string;
  name: string;
  description: string;
  items: JsonObject[];
  hidden?: boolean;
  schedule?: JsonObject | null;
  saleType?: string;
}

/** A menu group as built here: its items are known to be objects. */
export type SeedMenuGroup = JsonObject & { menuItems: JsonObject[] };

export function menuGroup(input: MenuGroupInput): SeedMenuGroup {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    hidden: input.hidden ?? false,
    schedule: input.schedule ?? null,
    saleType: input.saleType ?? 'ALL',
    menuItems: input.items,
  };
}

export interface MenuInput {
  code: string;
  name: string;
  description: string;
  sequence: number;
  channels: string[];
  groups: SeedMenuGroup[];
  schedule?: JsonObject | null;
  exclusive?: boolean;
  /** Tables allowed to order from this menu when the store restricts menus by table. */
  scheduledPickupTimeLimitInHours?: number;
  scheduledDeliveryTimeLimitInHours?: number;
}

export function menu(input: MenuInput): JsonObject {
  const groups = input.groups.map((group) => ({
    ...group,
    menuItems: group.menuItems.map((item) => ({ ...item, menuCode: input.code })),
  }));
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    sequence: input.sequence,
    channels: input.channels,
    schedule: input.schedule ?? null,
    exclusive: input.exclusive ?? false,
    attributeGroups: [],
    scheduledPickupTimeLimitInHours: input.scheduledPickupTimeLimitInHours ?? 0,
    scheduledDeliveryTimeLimitInHours: input.scheduledDeliveryTimeLimitInHours ?? 0,
    menuGroups: groups,
  };
}

/** Store hours, day 1-7 Sunday to Saturday, open and close in decimal hours. */
export function everyDay(open: number, close: number): JsonObject[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
}
