import * as v from 'valibot';
import { IdSchema, NameTranslationSchema } from './primitives.js';
import { HolidayHoursSchema, StoreHoursEntrySchema } from './schedule.js';

// The Store entity (spec 1 §3, spec 2 §3, spec 3 §3). Objects are loose: the API may add fields
// without breaking older clients; the fields the site relies on are typed and checked.

/** A time stamp: epoch milliseconds, or an ISO 8601 text (no offset means the store's time zone). */
export const InstantValueSchema = v.union([v.number(), v.string()]);

export const ImageRefSchema = v.looseObject({ url: v.string() });
export type ImageRef = v.InferOutput<typeof ImageRefSchema>;

export const LanguageEntrySchema = v.looseObject({
  code: v.string(),
  selected: v.nullish(v.boolean()),
});
export type LanguageEntry = v.InferOutput<typeof LanguageEntrySchema>;

export const GpsCoordinateSchema = v.looseObject({
  latitude: v.number(),
  longitude: v.number(),
});
export type GpsCoordinate = v.InferOutput<typeof GpsCoordinateSchema>;

export const TableSchema = v.looseObject({
  tableNo: IdSchema,
  displayTableNo: v.nullish(v.string()),
});
export type Table = v.InferOutput<typeof TableSchema>;

export const SectionSchema = v.looseObject({
  name: v.nullish(v.string()),
  tables: v.nullish(v.array(TableSchema)),
});
export type Section = v.InferOutput<typeof SectionSchema>;

export const SocialMediaLinkSchema = v.looseObject({ type: v.string(), url: v.string() });
export type SocialMediaLink = v.InferOutput<typeof SocialMediaLinkSchema>;

export const ServiceRequestTypeSchema = v.looseObject({
  code: v.string(),
  nameTranslations: v.nullish(NameTranslationSchema),
});
export type ServiceRequestType = v.InferOutput<typeof ServiceRequestTypeSchema>;

export const ExternalLinkSchema = v.looseObject({ label: v.string(), link: v.string() });
export type ExternalLink = v.InferOutput<typeof ExternalLinkSchema>;

const optionalBoolean = v.nullish(v.boolean());
const optionalNumber = v.nullish(v.number());
const optionalString = v.nullish(v.string());

export const StoreFeaturesSchema = v.looseObject({
  selfcareGiftcardSupported: optionalBoolean,
  selfcareMembershipDepositSupported: optionalBoolean,
  webLineupSupported: optionalBoolean,
  inStoreLineupSupported: optionalBoolean,
  cpReservationSupported: optionalBoolean,
  inStoreReservationSupported: optionalBoolean,
  serviceRequestSupported: optionalBoolean,
  deliverySupported: optionalBoolean,
  pickupSupported: optionalBoolean,
  dineInSupported: optionalBoolean,
  rewardsPunchCardSupported: optionalBoolean,
});
export type StoreFeatures = v.InferOutput<typeof StoreFeaturesSchema>;

export const MenuDisplayModeSchema = v.picklist(['LIST', 'CARD']);
export type MenuDisplayMode = v.InferOutput<typeof MenuDisplayModeSchema>;

export const OrderSettingsSchema = v.looseObject({
  scheduleTakeoutDatetimeManually: optionalBoolean,
  /** The store's sales tax, e.g. 0.13 (the API's pricing; the site shows the bill it answers). */
  taxRate: optionalNumber,
  onlinePickupDisabledUntil: v.nullish(InstantValueSchema),
  onlineDeliveryDisabledUntil: v.nullish(InstantValueSchema),
  disableSpecialRequestforItem: optionalBoolean,
  allowOffHourPickup: optionalBoolean,
  allowOffHourDelivery: optionalBoolean,
  scheduledOrderTimeLimitInHours: optionalNumber,
  scheduledDeliveryTimeLimitInHours: optionalNumber,
  restrictMenuOnDiningTable: optionalBoolean,
  allowTakeoutOnDineIn: optionalBoolean,
  showTaxDetail: optionalBoolean,
  disableOnlineDineIn: optionalBoolean,
  displayLanguages: v.nullish(v.array(v.string())),
  useDisplayId: optionalBoolean,
  estimatedPickupTimeInMinutes: optionalNumber,
  orderEmail: optionalString,
  dineInSingleOrder: optionalBoolean,
  mode: v.nullish(v.string()),
  cutleryOption: v.nullish(v.unknown()),
  paymentSettings: v.nullish(v.record(v.string(), v.unknown())),
  paymentProvider: optionalString,
});
export type OrderSettings = v.InferOutput<typeof OrderSettingsSchema>;

export const BannerSettingsSchema = v.looseObject({
  backgroundColor: optionalString,
  textColor: optionalString,
});

export const OwaSettingsSchema = v.looseObject({
  hideLineup: optionalBoolean,
  menuDisplayMode: v.nullish(MenuDisplayModeSchema),
  expandAllMenuItemRelations: optionalBoolean,
  owaStoreNews: v.nullish(
    v.looseObject({ news: v.nullish(v.array(v.looseObject({ imgUrl: optionalString }))) }),
  ),
  verifyLocation: optionalBoolean,
  allowAnonymousDineInOrder: optionalBoolean,
  allowAnonymousDineInKioskMode: optionalBoolean,
  dineInLocationRestrictionInKM: optionalNumber,
  registerMembership: optionalBoolean,
  skipCheckout: optionalBoolean,
  hideFeedback: optionalBoolean,
  displayLanguages: v.nullish(v.array(v.string())),
  thirdPartyTrackingCode: optionalString,
  addressCountryCodes: v.nullish(v.array(v.string())),
  bannerSettings: v.nullish(BannerSettingsSchema),
  externalSettings: v.nullish(
    v.looseObject({ topBannerExternalLinks: v.nullish(v.array(ExternalLinkSchema)) }),
  ),
  /** The store's allergen disclaimer per language (issue 22), shown with the dietary filters and items. */
  allergenDisclaimer: v.nullish(NameTranslationSchema),
  /** "Goes well with" (issue 22): up to 8 item codes the store suggests after an add and in the cart. */
  suggestedItemCodes: v.nullish(v.pipe(v.array(v.string()), v.maxLength(8))),
});
export type OwaSettings = v.InferOutput<typeof OwaSettingsSchema>;

export const DeliverySettingsSchema = v.looseObject({
  minimumOrderValueInCents: optionalNumber,
  deliveryRangeInKm: optionalNumber,
  enableTipForStore: optionalBoolean,
  currentDeliveryProvider: optionalString,
  supportedDeliveryProviders: v.nullish(v.array(v.string())),
});

export const PickupSettingsSchema = v.looseObject({
  minimumOrderValueInCents: optionalNumber,
  instructions: v.nullish(NameTranslationSchema),
});

export const RewardsSettingsSchema = v.looseObject({
  selfcareGiftcardSharedStoreId: v.nullish(IdSchema),
  supportsReferralBonus: optionalBoolean,
  referralSettings: v.nullish(
    v.looseObject({
      title: v.nullish(NameTranslationSchema),
      description: v.nullish(NameTranslationSchema),
      referralBannerImageUrl: optionalString,
    }),
  ),
});

export const StoreSettingsSchema = v.looseObject({
  orderSettings: v.nullish(OrderSettingsSchema),
  owaSettings: v.nullish(OwaSettingsSchema),
  deliverySettings: v.nullish(DeliverySettingsSchema),
  pickupSettings: v.nullish(PickupSettingsSchema),
  webLineupSettings: v.nullish(v.looseObject({ webLineupEnabled: optionalBoolean })),
  webReservationSettings: v.nullish(v.looseObject({ webReservationEnabled: optionalBoolean })),
  rewardsSettings: v.nullish(RewardsSettingsSchema),
  webSurveySettings: v.nullish(v.looseObject({ averageRatingToSendToGoogle: optionalNumber })),
});
export type StoreSettings = v.InferOutput<typeof StoreSettingsSchema>;

export const StoreImagesSchema = v.looseObject({
  LOGO: v.nullish(v.array(ImageRefSchema)),
  MAIN: v.nullish(v.array(ImageRefSchema)),
  DESKTOP_MAIN: v.nullish(v.array(ImageRefSchema)),
  REWARD: v.nullish(v.array(ImageRefSchema)),
});

export const StoreSchema = v.looseObject({
  storeId: IdSchema,
  groupId: v.nullish(v.string()),
  slug: optionalString,
  name: v.string(),
  address: optionalString,
  city: optionalString,
  province: optionalString,
  country: optionalString,
  postalCode: optionalString,
  phoneNumber: optionalString,
  email: optionalString,
  // Both spellings occur; the domain rules read either and default to America/Toronto.
  timeZone: optionalString,
  timezone: optionalString,
  placeId: optionalString,
  gpsCoordinate: v.nullish(GpsCoordinateSchema),
  images: v.nullish(StoreImagesSchema),
  hours: v.nullish(v.array(StoreHoursEntrySchema)),
  orderStoreHours: v.nullish(v.array(StoreHoursEntrySchema)),
  catalogHolidayHours: v.nullish(v.array(HolidayHoursSchema)),
  sections: v.nullish(v.array(SectionSchema)),
  languages: v.nullish(v.array(LanguageEntrySchema)),
  socialMediaLinks: v.nullish(v.array(SocialMediaLinkSchema)),
  serviceRequestList: v.nullish(v.array(ServiceRequestTypeSchema)),
  rootMenu: v.nullish(v.looseObject({ code: v.string() })),
  deliveryProvider: optionalString,
  features: v.nullish(StoreFeaturesSchema),
  settings: v.nullish(StoreSettingsSchema),
});
export type Store = v.InferOutput<typeof StoreSchema>;

/** GET /store answers with an array of stores. */
export const StoreListSchema = v.array(StoreSchema);
