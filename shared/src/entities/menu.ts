// Menu entities of spec 1 §3: menu, category, item, charge, option (configurable attribute), option
// value, selected item attribute and combo relation. Unknown extra fields in responses are accepted
// and dropped (v.object); every field the rules rely on is checked; optional fields accept null too,
// because the API leaves absent values as null.
import * as v from 'valibot';
import { ALLERGENS, DIETARY_LABELS } from './dietary.js';
import { LineErrorSchema } from './primitives.js';
import { ScheduleSchema } from './schedule.js';

export { ALLERGENS, type Allergen, DIETARY_LABELS, type DietaryLabel } from './dietary.js';
// Order types live in primitives.ts (no imports), which schedule.ts imports too; re-exported here
// where they were first found.
export { ORDER_TYPES, type OrderType, OrderTypeSchema } from './primitives.js';

/**
 * Sale types (spec 1 §3). Kept as plain strings in responses: an unknown sale type must pass with a
 * warning (spec 1 §4.4), not break the whole menu.
 */
export const SALE_TYPES = [
  'ALL',
  'DINE_IN',
  'DELIVERY',
  'PICKUP',
  'TAKE_OUT',
  'DELIVERY_DINE_IN',
  'PICKUP_DINE_IN',
] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** A charge's value dependency: the charge applies only while this option value is selected. */
export const ValueDependencySchema = v.object({
  attributeCode: v.string(),
  valueCode: v.string(),
});
export type ValueDependency = v.InferOutput<typeof ValueDependencySchema>;

/** Spec 1 §3 charges[] and spec 2 §3 cart line charges. price is in dollars, as the API sends it. */
export const ChargeSchema = v.object({
  price: v.number(),
  promotional: v.nullish(v.boolean()),
  forMembership: v.nullish(v.boolean()),
  forCombo: v.nullish(v.boolean()),
  // Plain strings: a type or channel this client does not know must not fail the parse.
  orderTypes: v.nullish(v.array(v.string())),
  channels: v.nullish(v.array(v.string())),
  valueDependency: v.nullish(ValueDependencySchema),
  schedule: v.nullish(ScheduleSchema),
});
export type Charge = v.InferOutput<typeof ChargeSchema>;

export const PIZZA_SIDES = { LEFT: 0, WHOLE: 1, RIGHT: 2 } as const;
export const PizzaSideSchema = v.picklist([0, 1, 2]);
export type PizzaSide = v.InferOutput<typeof PizzaSideSchema>;

export const DependencyTypeSchema = v.picklist(['AND', 'OR']);
export const ValueDependenciesSchema = v.object({
  type: DependencyTypeSchema,
  dependencies: v.array(ValueDependencySchema),
});
export type ValueDependencies = v.InferOutput<typeof ValueDependenciesSchema>;

/** Dietary labels and allergens are closed lists (./dietary.ts): anything else fails the parse. */
export const DietaryLabelSchema = v.picklist(DIETARY_LABELS);
export const AllergenSchema = v.picklist(ALLERGENS);

/** Kilocalories, a whole number: an item's own, or what a value adds (or takes off) per unit. */
const CaloriesSchema = v.pipe(v.number(), v.integer());

export const OptionValueSchema = v.object({
  code: v.string(),
  value: v.nullish(v.string()),
  charges: v.nullish(v.array(ChargeSchema)),
  outOfStock: v.nullish(v.boolean()),
  tags: v.nullish(v.array(v.string())),
  selected: v.nullish(v.boolean()),
  qty: v.nullish(v.number()),
  minCardinality: v.nullish(v.number()),
  maxCardinality: v.nullish(v.number()),
  attributeGroup: v.nullish(v.string()),
  /** Pizza side: 0 left, 1 whole, 2 right. */
  option: v.nullish(PizzaSideSchema),
  /** The value shows only while these hold (spec 1 §4.6). */
  valueDependencies: v.nullish(ValueDependenciesSchema),
  /** Labels this value meets (absent: none, so a need fails once the value is chosen). */
  dietary: v.nullish(v.array(DietaryLabelSchema)),
  /** Allergens this value brings into the item. */
  allergens: v.nullish(v.array(AllergenSchema)),
  /** Calories one unit of this value adds to the item (negative when it takes some off). */
  calories: v.nullish(CaloriesSchema),
});
export type OptionValue = v.InferOutput<typeof OptionValueSchema>;

/**
 * While value attributeValueCode of option attributeCode is selected, the owning option's
 * minimum and maximum become these (spec 1 §4.6 "cardinalityDependencies override min/max").
 */
export const CardinalityDependencySchema = v.object({
  attributeCode: v.string(),
  attributeValueCode: v.string(),
  minCardinality: v.nullish(v.number()),
  maxCardinality: v.nullish(v.number()),
});
export type CardinalityDependency = v.InferOutput<typeof CardinalityDependencySchema>;

/** Option (configurable attribute), spec 1 §3. maxCardinality -1 means unlimited. */
export const OptionSchema = v.object({
  code: v.string(),
  name: v.nullish(v.string()),
  numFree: v.nullish(v.number()),
  minCardinality: v.nullish(v.number()),
  maxCardinality: v.nullish(v.number()),
  multiSelect: v.nullish(v.boolean()),
  /** OWA or ALL make it visible online; anything else hides it (spec 1 §4.6). */
  allowedUsage: v.nullish(v.string()),
  pizzaTopping: v.nullish(v.boolean()),
  halfPriceForHalfTopping: v.nullish(v.boolean()),
  values: v.array(OptionValueSchema),
  valueDependencies: v.nullish(ValueDependenciesSchema),
  cardinalityDependencies: v.nullish(v.array(CardinalityDependencySchema)),
});
export type Option = v.InferOutput<typeof OptionSchema>;

/** One selected value of an item attribute entry. option is the pizza side when it is a topping. */
export const AttrValueSchema = v.object({
  code: v.string(),
  qty: v.number(),
  option: v.nullish(PizzaSideSchema),
});
export type AttrValue = v.InferOutput<typeof AttrValueSchema>;

/** Item attribute entry (a selection), spec 1 §3. */
export const ItemAttributeSchema = v.object({
  code: v.string(),
  multiSelect: v.nullish(v.boolean()),
  priceInfluencer: v.nullish(v.boolean()),
  priceable: v.nullish(v.boolean()),
  pizzaTopping: v.nullish(v.boolean()),
  numFree: v.nullish(v.number()),
  attrValueList: v.array(AttrValueSchema),
});
export type ItemAttribute = v.InferOutput<typeof ItemAttributeSchema>;

export const QuantityRuleSchema = v.object({
  mode: v.picklist(['LOWEST', 'HIGHEST']),
  qty: v.number(),
});
export type QuantityRule = v.InferOutput<typeof QuantityRuleSchema>;

/**
 * A combo slot's charge: CHA adds value (dollars) to the combo, DST takes value off; with a
 * quantityRule it applies to the qty lowest- or highest-priced items chosen in the slot.
 */
export const RelationChargeSchema = v.object({
  type: v.picklist(['CHA', 'DST']),
  value: v.number(),
  quantityRule: v.nullish(QuantityRuleSchema),
});
export type RelationCharge = v.InferOutput<typeof RelationChargeSchema>;

export const ItemGroupSchema = v.object({
  code: v.nullish(v.string()),
  name: v.nullish(v.string()),
  menuItemCodes: v.nullish(v.array(v.string())),
});

const RelationBaseSchema = v.object({
  code: v.string(),
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
  minCardinality: v.nullish(v.number()),
  maxCardinality: v.nullish(v.number()),
  /** Bounds on each chosen item's quantity within the slot. */
  valueMinCardinality: v.nullish(v.number()),
  valueMaxCardinality: v.nullish(v.number()),
  menuItemCodes: v.nullish(v.array(v.string())),
  itemGroups: v.nullish(v.array(ItemGroupSchema)),
  price: v.nullish(v.number()),
  hasPrice: v.nullish(v.boolean()),
  charge: v.nullish(RelationChargeSchema),
});

const MenuItemBaseSchema = v.object({
  code: v.string(),
  name: v.string(),
  shortName: v.nullish(v.string()),
  description: v.nullish(v.string()),
  menuCode: v.nullish(v.string()),
  qty: v.nullish(v.number()),
  minCardinality: v.nullish(v.number()),
  /** Per-cart order limit ('Order Limit: {n}'); -1 or absent means none. */
  maxCardinality: v.nullish(v.number()),
  charges: v.nullish(v.array(ChargeSchema)),
  price: v.nullish(v.number()),
  unitPrice: v.nullish(v.number()),
  outOfStock: v.nullish(v.boolean()),
  disabled: v.nullish(v.boolean()),
  tags: v.nullish(v.array(v.string())),
  images: v.nullish(
    v.object({
      MAIN: v.nullish(v.array(v.object({ url: v.string() }))),
    }),
  ),
  imageURL: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  preparationTimeInMinutes: v.nullish(v.number()),
  schedule: v.nullish(ScheduleSchema),
  /** Hours of notice needed before the item can be ready. */
  advance: v.nullish(v.number()),
  nonOrderableChannels: v.nullish(v.array(v.string())),
  saleType: v.nullish(v.string()),
  menuDisplayMode: v.nullish(v.string()),
  specialRequest: v.nullish(v.string()),
  options: v.nullish(v.array(OptionSchema)),
  itemAttributeList: v.nullish(v.array(ItemAttributeSchema)),
  attributes: v.nullish(
    v.object({
      Configurable: v.nullish(v.union([v.boolean(), v.string()])),
    }),
  ),
  attributeGroup: v.nullish(v.string()),
  groupingTags: v.nullish(v.array(v.string())),
  thumbup: v.nullish(v.number()),
  errors: v.nullish(v.array(LineErrorSchema)),
  /**
   * Labels the item's own part meets, before its options and combo slots (absent: none). A card
   * shows those every configuration keeps; the dietary filters look for a configuration that fits.
   */
  dietary: v.nullish(v.array(DietaryLabelSchema)),
  /** Allergens of the item's own part; options and combo items add theirs. */
  allergens: v.nullish(v.array(AllergenSchema)),
  /** Calories of the item's own part (a combo's: what it adds to its chosen items). */
  calories: v.nullish(v.pipe(CaloriesSchema, v.minValue(0))),
});

/**
 * Combo slot (relation), spec 1 §3. targets are the candidate items of the slot, itemMap the same
 * keyed by item code, selectedItem the items chosen so far (each with its qty).
 */
export type Relation = v.InferOutput<typeof RelationBaseSchema> & {
  targets?: MenuItem[] | null | undefined;
  targetsList?: MenuItem[] | null | undefined;
  itemMap?: Record<string, MenuItem> | null | undefined;
  selectedItem?: MenuItem[] | null | undefined;
};

/** Menu item, spec 1 §3. */
export type MenuItem = v.InferOutput<typeof MenuItemBaseSchema> & {
  itemRelationList?: Relation[] | null | undefined;
  relations?: Relation[] | null | undefined;
  childItemList?: MenuItem[] | null | undefined;
};

export const RelationSchema: v.GenericSchema<Relation> = v.object({
  ...RelationBaseSchema.entries,
  targets: v.nullish(v.array(v.lazy(() => MenuItemSchema))),
  targetsList: v.nullish(v.array(v.lazy(() => MenuItemSchema))),
  itemMap: v.nullish(
    v.record(
      v.string(),
      v.lazy(() => MenuItemSchema),
    ),
  ),
  selectedItem: v.nullish(v.array(v.lazy(() => MenuItemSchema))),
});

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  ...MenuItemBaseSchema.entries,
  itemRelationList: v.nullish(v.array(v.lazy(() => RelationSchema))),
  relations: v.nullish(v.array(v.lazy(() => RelationSchema))),
  childItemList: v.nullish(v.array(v.lazy(() => MenuItemSchema))),
});

/** Menu group (category), spec 1 §3. */
export const MenuGroupSchema = v.object({
  code: v.string(),
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
  hidden: v.nullish(v.boolean()),
  schedule: v.nullish(ScheduleSchema),
  saleType: v.nullish(v.string()),
  menuItems: v.nullish(v.array(MenuItemSchema)),
});
export type MenuGroup = v.InferOutput<typeof MenuGroupSchema>;

/** Menu, spec 1 §3. The lite menu list (GET /lite_menus) is the same shape without menuGroups. */
export const MenuSchema = v.object({
  code: v.string(),
  name: v.nullish(v.string()),
  sequence: v.nullish(v.number()),
  /** No channel list means every channel (spec 1 §4.4). */
  channels: v.nullish(v.array(v.string())),
  schedule: v.nullish(ScheduleSchema),
  exclusive: v.nullish(v.boolean()),
  attributeGroups: v.nullish(v.array(v.unknown())),
  scheduledPickupTimeLimitInHours: v.nullish(v.number()),
  scheduledDeliveryTimeLimitInHours: v.nullish(v.number()),
  menuGroups: v.nullish(v.array(MenuGroupSchema)),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

export const LiteMenuListSchema = v.array(MenuSchema);
