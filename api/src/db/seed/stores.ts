import { everyDay, image, type JsonObject, translations } from './builders.js';

export interface SeedGroup {
  groupId: string;
  slug: string;
  document: JsonObject;
}

export interface SeedStore {
  storeId: string;
  groupId: string;
  slug: string;
  document: JsonObject;
  /** The store's sections and their tables, as in the document (the tables are seeded from them). */
  sections: StoreInput['sections'];
}

export interface SeedTable {
  storeId: string;
  section: string;
  tableNo: number;
  displayTableNo: string;
  assignedMenuCodes: string[];
}

const languages = (codes: string[]): JsonObject[] => codes.map((code, i) => ({ code, selected: i === 0 }));

export const demoGroups: SeedGroup[] = [
  {
    groupId: 'G1001',
    slug: 'maple-co',
    document: {
      groupId: 'G1001',
      groupName: 'Maple & Co.',
      groupNameTranslation: translations({ en: 'Maple & Co.', fr: 'Maple & Cie', zh: '枫叶餐饮' }),
      slug: 'maple-co',
      storeLogo: '/images/brand/maple-logo.svg',
      images: { MAIN: [image('brand/maple-banner.svg')], LOGO: [image('brand/maple-logo.svg')] },
      languages: languages(['en', 'fr', 'zh']),
      menuDisplayMode: 'CARD',
      settings: {
        owaSettings: {
          externalSettings: {
            topBannerExternalLinks: [
              { label: 'STORE_LOGO', link: '/owa/g/maple-co/G1001/' },
              { label: 'Catering', link: 'https://catering.maple-co.example/' },
            ],
          },
        },
      },
    },
  },
  {
    groupId: 'G4520',
    slug: 'slice-republic',
    document: {
      groupId: 'G4520',
      groupName: 'Slice Republic',
      groupNameTranslation: translations({ en: 'Slice Republic' }),
      slug: 'slice-republic',
      storeLogo: '/images/brand/slice-logo.svg',
      images: { MAIN: [image('brand/slice-banner.svg')], LOGO: [image('brand/slice-logo.svg')] },
      languages: languages(['en']),
      menuDisplayMode: 'CARD',
      settings: {
        owaSettings: {
          externalSettings: {
            topBannerExternalLinks: [{ label: 'STORE_LOGO', link: '/owa/g/slice-republic/G4520/' }],
          },
        },
      },
    },
  },
];

interface StoreInput {
  storeId: string;
  groupId: string;
  slug: string;
  name: string;
  address: string;
  postalCode: string;
  phoneNumber: string;
  email: string;
  gps: [number, number];
  hours: JsonObject[];
  holidays?: JsonObject[];
  sections: { name: string; tables: { tableNo: number; displayTableNo: string }[] }[];
  languages: string[];
  rootMenu: string;
  brand: 'maple' | 'slice';
  features: Record<string, boolean>;
  orderSettings: JsonObject;
  owaSettings: JsonObject;
  deliverySettings: JsonObject;
  pickupMinimumCents: number | null;
  rewardsSettings: JsonObject;
  serviceRequests: boolean;
}

const serviceRequestList: JsonObject[] = [
  { code: 'WATER', name: 'Water', nameTranslations: translations({ en: 'Water', fr: 'Eau', zh: '水' }) },
  {
    code: 'BILL',
    name: 'Bring the bill',
    nameTranslations: translations({ en: 'Bring the bill', fr: 'L’addition', zh: '结账' }),
  },
  {
    code: 'HELP',
    name: 'Need help',
    nameTranslations: translations({ en: 'Need help', fr: 'Besoin d’aide', zh: '需要帮助' }),
  },
];

/**
 * The group's allergen disclaimer (issue 22), in the site's nine languages: shown with the dietary
 * filters and in the item dialog.
 */
const mapleAllergenDisclaimer = translations({
  en: 'Our kitchen handles all major allergens, including peanuts, tree nuts, gluten and shellfish, and we cannot guarantee that any dish is free of them. 2,000 calories a day is used for general nutrition advice, but calorie needs vary.',
  fr: 'Notre cuisine manipule tous les principaux allergènes, dont les arachides, les noix, le gluten et les crustacés, et nous ne pouvons garantir qu’un plat en soit exempt. Un apport de 2 000 calories par jour sert de référence générale, mais les besoins varient.',
  zh: '我们的厨房会处理所有主要过敏原，包括花生、坚果、麸质和甲壳类海鲜，因此无法保证任何菜品完全不含这些成分。一般营养建议以每日 2,000 卡路里为准，但个人所需热量各不相同。',
  'zh-TW':
    '我們的廚房會處理所有主要過敏原，包括花生、堅果、麩質和甲殼類海鮮，因此無法保證任何餐點完全不含這些成分。一般營養建議以每日 2,000 大卡為準，但個人所需熱量各有不同。',
  es: 'Nuestra cocina manipula todos los alérgenos principales, incluidos cacahuetes, frutos secos, gluten y mariscos, y no podemos garantizar que ningún plato esté libre de ellos. Se usan 2000 calorías diarias como referencia nutricional general, pero las necesidades varían.',
  ko: '저희 주방은 땅콩, 견과류, 글루텐, 갑각류를 포함한 모든 주요 알레르기 유발 물질을 다루므로 어떤 메뉴도 이를 전혀 포함하지 않는다고 보장할 수 없습니다. 일반 영양 권장량은 하루 2,000칼로리를 기준으로 하지만 필요한 열량은 사람마다 다릅니다.',
  th: 'ครัวของเราใช้สารก่อภูมิแพ้หลักทุกชนิด รวมถึงถั่วลิสง ถั่วเปลือกแข็ง กลูเตน และสัตว์น้ำมีเปลือก เราจึงไม่สามารถรับประกันได้ว่าอาหารจานใดปราศจากสารเหล่านี้ คำแนะนำด้านโภชนาการทั่วไปใช้ 2,000 แคลอรีต่อวัน แต่ความต้องการของแต่ละคนแตกต่างกัน',
  ar: 'يتعامل مطبخنا مع جميع مسببات الحساسية الرئيسية، ومنها الفول السوداني والمكسرات والغلوتين والقشريات، ولا يمكننا ضمان خلو أي طبق منها. يُستخدم معدل 2,000 سعرة حرارية يوميًا للإرشادات الغذائية العامة، لكن الاحتياجات تختلف من شخص لآخر.',
  vi: 'Bếp của chúng tôi sử dụng tất cả các chất gây dị ứng chính, gồm đậu phộng, các loại hạt, gluten và động vật có vỏ, nên chúng tôi không thể đảm bảo món nào hoàn toàn không có chúng. Mức 2.000 calo mỗi ngày được dùng làm khuyến nghị dinh dưỡng chung, nhưng nhu cầu calo của mỗi người khác nhau.',
});

const featureDefaults: Record<string, boolean> = {
  selfcareGiftcardSupported: false,
  selfcareMembershipDepositSupported: false,
  webLineupSupported: false,
  inStoreLineupSupported: false,
  cpReservationSupported: false,
  inStoreReservationSupported: false,
  serviceRequestSupported: false,
  deliverySupported: false,
  pickupSupported: false,
  dineInSupported: false,
  rewardsPunchCardSupported: false,
};

const orderSettingDefaults: JsonObject = {
  useDisplayId: true,
  averagePreparationTimes: { items: [] },
  estimatedPickupTimeInMinutes: 20,
  orderEmail: null,
  scheduleTakeoutDatetimeManually: false,
  onlinePickupDisabledUntil: null,
  onlineDeliveryDisabledUntil: null,
  disableSpecialRequestforItem: false,
  allowOffHourPickup: false,
  allowOffHourDelivery: false,
  scheduledOrderTimeLimitInHours: 0,
  scheduledDeliveryTimeLimitInHours: 0,
  restrictMenuOnDiningTable: false,
  allowTakeoutOnDineIn: false,
  showTaxDetail: true,
  disableOnlineDineIn: false,
  dineInSingleOrder: false,
  mode: 'FAST_SERVICE',
  cutleryOption: true,
  displayLanguages: [],
  paymentSettings: { ALL: ['ONLINE', 'MEMBERSHIP'], DINE_IN: ['ONLINE', 'MEMBERSHIP', 'OFFLINE'] },
  orderBonus: {
    lossMessage: translations({ en: 'No bonus this time. Thanks for ordering, see you again soon!' }),
  },
  paymentProvider: 'SIMULATED',
  taxRate: 0.13,
};

const owaSettingDefaults: JsonObject = {
  hideLineup: false,
  menuDisplayMode: 'CARD',
  expandAllMenuItemRelations: false,
  owaStoreNews: { news: [] },
  verifyLocation: false,
  allowAnonymousDineInOrder: false,
  allowAnonymousDineInKioskMode: false,
  dineInLocationRestrictionInKM: 0.5,
  registerMembership: true,
  skipCheckout: false,
  hideFeedback: false,
  thirdPartyTrackingCode: null,
  addressCountryCodes: ['CA'],
  displayLanguages: [],
  bannerSettings: { enabled: false, message: null, backgroundColor: '#ffffff', textColor: '#000000' },
  externalSettings: { topBannerExternalLinks: [] },
};

function store(input: StoreInput): SeedStore {
  const brandImages =
    input.brand === 'maple'
      ? {
          LOGO: [image('brand/maple-logo.svg')],
          MAIN: [image(`stores/${input.storeId}-main.svg`)],
          DESKTOP_MAIN: [image(`stores/${input.storeId}-desktop.svg`)],
          REWARD: [image('brand/maple-reward.svg')],
        }
      : {
          LOGO: [image('brand/slice-logo.svg')],
          MAIN: [image(`stores/${input.storeId}-main.svg`)],
          DESKTOP_MAIN: [image(`stores/${input.storeId}-desktop.svg`)],
          REWARD: [image('brand/slice-reward.svg')],
        };
  const document: JsonObject = {
    storeId: input.storeId,
    groupId: input.groupId,
    slug: input.slug,
    name: input.name,
    address: input.address,
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
    postalCode: input.postalCode,
    phoneNumber: input.phoneNumber,
    email: input.email,
    timeZone: 'America/Toronto',
    timezone: 'America/Toronto',
    placeId: `demo-place-${input.storeId}`,
    gpsCoordinate: { latitude: input.gps[0], longitude: input.gps[1] },
    images: brandImages,
    hours: input.hours,
    orderStoreHours: input.hours,
    catalogHolidayHours: input.holidays ?? [],
    sections: input.sections.map((s) => ({ name: s.name, tables: s.tables })),
    languages: languages(input.languages),
    socialMediaLinks:
      input.brand === 'maple'
        ? [
            { type: 'INSTAGRAM', url: 'https://instagram.com/mapleandco.example' },
            { type: 'FACEBOOK', url: 'https://facebook.com/mapleandco.example' },
          ]
        : [{ type: 'INSTAGRAM', url: 'https://instagram.com/slicerepublic.example' }],
    serviceRequestList: input.serviceRequests ? serviceRequestList : [],
    rootMenu: { code: input.rootMenu },
    deliveryProvider: (input.deliverySettings.currentDeliveryProvider as string | undefined) ?? 'SELF',
    features: { ...featureDefaults, ...input.features },
    settings: {
      orderSettings: { ...orderSettingDefaults, ...input.orderSettings },
      owaSettings: { ...owaSettingDefaults, ...input.owaSettings },
      deliverySettings: {
        minimumOrderValueInCents: 0,
        enableTipForStore: false,
        currentDeliveryProvider: 'SELF',
        supportedDeliveryProviders: [],
        deliveryRangeInKm: 0,
        ...input.deliverySettings,
      },
      pickupSettings: {
        minimumOrderValueInCents: input.pickupMinimumCents,
        instructions: translations({
          en: 'Pick up at the counter by the front door; give the name on the order.',
          fr: 'Récupérez votre commande au comptoir près de l’entrée.',
        }),
      },
      webLineupSettings: { webLineupEnabled: input.features.webLineupSupported ?? false },
      webReservationSettings: { webReservationEnabled: false },
      rewardsSettings: input.rewardsSettings,
      webSurveySettings: { averageRatingToSendToGoogle: 4 },
    },
  };
  return {
    storeId: input.storeId,
    groupId: input.groupId,
    slug: input.slug,
    document,
    sections: input.sections,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const demoStores: SeedStore[] = [
  store({
    storeId: '1001',
    groupId: 'G1001',
    slug: 'maple-downtown',
    name: 'Maple Downtown',
    address: '100 King St W',
    postalCode: 'M5X 1A9',
    phoneNumber: '4165550101',
    email: 'downtown@maple-co.example',
    gps: [43.6487, -79.3817],
    hours: everyDay(0, 24),
    sections: [
      { name: 'Patio', tables: range(1, 4).map((n) => ({ tableNo: 100 + n, displayTableNo: `P${n}` })) },
      { name: 'Main', tables: range(1, 10).map((n) => ({ tableNo: n, displayTableNo: `M${n}` })) },
    ],
    languages: ['en', 'fr', 'zh'],
    rootMenu: 'ALLDAY',
    brand: 'maple',
    serviceRequests: true,
    features: {
      deliverySupported: true,
      pickupSupported: true,
      dineInSupported: true,
      rewardsPunchCardSupported: true,
      selfcareGiftcardSupported: true,
      selfcareMembershipDepositSupported: true,
      webLineupSupported: true,
      inStoreLineupSupported: true,
      serviceRequestSupported: true,
    },
    // Dine-in guests may take their order out (the cart's take-out switch, spec 2 §2).
    orderSettings: { allowTakeoutOnDineIn: true },
    owaSettings: {
      menuDisplayMode: 'CARD',
      allergenDisclaimer: mapleAllergenDisclaimer,
      // "Goes well with" (DEMO-DATA.md).
      suggestedItemCodes: ['COLA', 'ICEDTEA', 'FRIES', 'ONIONRINGS'],
      owaStoreNews: { news: [{ imgUrl: '/images/stores/1001-news.svg', title: 'Patio season is here' }] },
      bannerSettings: {
        enabled: true,
        message:
          'Our patio is open! Enjoy 10% off your first online order with code WELCOME10. Delivery is available within 10 km of King and Bay, with a $15.00 minimum. Dine-in guests can scan the QR code on their table to order and pay from their phone, and call a server any time with the bell button. Allergies? Tell us in the special request box and the kitchen will take care of you.',
        backgroundColor: '#1e9d84',
        textColor: '#ffffff',
      },
    },
    deliverySettings: {
      minimumOrderValueInCents: 1500,
      enableTipForStore: true,
      currentDeliveryProvider: 'COURIER',
      supportedDeliveryProviders: ['COURIER', 'TINY_MILE'],
      deliveryRangeInKm: 10,
    },
    pickupMinimumCents: null,
    rewardsSettings: {
      selfcareGiftcardSharedStoreId: '1001',
      supportsReferralBonus: true,
      referralSettings: {
        titleTranslations: translations({
          en: 'Give 1,000 points, get 1,000 points',
          fr: 'Offrez 1 000 points',
        }),
        descriptionTranslations: translations({
          en: 'Share your link: when a friend places a first order, you both get 1,000 points (1,000 points = free fries).',
          fr: 'Partagez votre lien : à la première commande de votre ami, vous recevez tous deux 1 000 points.',
        }),
        referralBannerImageUrl: '/images/stores/1001-referral.svg',
      },
    },
  }),
  store({
    storeId: '1002',
    groupId: 'G1001',
    slug: 'maple-uptown',
    name: 'Maple Uptown',
    address: '2300 Yonge St',
    postalCode: 'M4P 1E4',
    phoneNumber: '4165550102',
    email: 'uptown@maple-co.example',
    gps: [43.7069, -79.3985],
    hours: everyDay(7, 23),
    // No time range: closed all day (the contract's holiday rule).
    holidays: [{ date: '2026-12-25', timeRange: null, closed: true, name: 'Christmas Day' }],
    sections: [
      { name: 'Dining Room', tables: range(1, 12).map((n) => ({ tableNo: n, displayTableNo: `${n}` })) },
    ],
    languages: ['en', 'fr', 'zh'],
    rootMenu: 'BREAKFAST',
    brand: 'maple',
    serviceRequests: false,
    features: { pickupSupported: true, dineInSupported: true, rewardsPunchCardSupported: true },
    orderSettings: {
      allowOffHourPickup: true,
      scheduledOrderTimeLimitInHours: 24,
      scheduleTakeoutDatetimeManually: true,
    },
    owaSettings: {
      menuDisplayMode: 'LIST',
      allergenDisclaimer: mapleAllergenDisclaimer,
      suggestedItemCodes: ['DRIPCOFFEE', 'LATTE', 'CAESAR'],
    },
    deliverySettings: {},
    pickupMinimumCents: null,
    rewardsSettings: { supportsReferralBonus: false },
  }),
  store({
    storeId: '1003',
    groupId: 'G1001',
    slug: 'maple-harbour',
    name: 'Maple Harbour Café',
    address: '235 Queens Quay W',
    postalCode: 'M5J 2G8',
    phoneNumber: '4165550103',
    email: 'harbour@maple-co.example',
    gps: [43.6389, -79.3832],
    hours: everyDay(0, 24),
    sections: [
      { name: 'Café', tables: range(1, 10).map((n) => ({ tableNo: n, displayTableNo: `${n}` })) },
      { name: 'Terrace', tables: range(11, 20).map((n) => ({ tableNo: n, displayTableNo: `${n}` })) },
    ],
    languages: ['en', 'fr', 'zh'],
    rootMenu: 'CAFE',
    brand: 'maple',
    serviceRequests: true,
    features: { dineInSupported: true, serviceRequestSupported: true },
    orderSettings: {
      restrictMenuOnDiningTable: true,
      mode: 'DINE_IN',
      paymentSettings: { ALL: ['OFFLINE', 'ONLINE'], DINE_IN: ['OFFLINE', 'ONLINE'] },
    },
    owaSettings: {
      menuDisplayMode: 'CARD',
      allowAnonymousDineInOrder: true,
      skipCheckout: true,
      allergenDisclaimer: mapleAllergenDisclaimer,
      suggestedItemCodes: ['CROISSANT', 'BUTTERTART'],
    },
    deliverySettings: {},
    pickupMinimumCents: null,
    rewardsSettings: { supportsReferralBonus: false },
  }),
  store({
    storeId: '4521',
    groupId: 'G4520',
    slug: 'slice-queen-west',
    name: 'Slice Republic Queen West',
    address: '620 Queen St W',
    postalCode: 'M6J 1E4',
    phoneNumber: '4165554521',
    email: 'queenwest@slicerepublic.example',
    gps: [43.6472, -79.4056],
    hours: everyDay(0, 24),
    sections: [],
    languages: ['en'],
    rootMenu: 'PIZZA',
    brand: 'slice',
    serviceRequests: false,
    features: { pickupSupported: true, deliverySupported: true },
    // The one store that takes WeChat (the API's simulated page): no other journey pays here.
    orderSettings: { paymentSettings: { ALL: ['ONLINE', 'MEMBERSHIP', 'WECHAT'] } },
    owaSettings: {
      menuDisplayMode: 'CARD',
      allergenDisclaimer: translations({
        en: 'Our pizzas are made in a kitchen that uses wheat, milk, eggs, nuts and sesame; no dish is guaranteed free of them.',
      }),
      suggestedItemCodes: ['GARLICKNOTS', 'SODA'],
    },
    deliverySettings: {
      minimumOrderValueInCents: 2000,
      currentDeliveryProvider: 'COURIER',
      supportedDeliveryProviders: ['COURIER'],
      deliveryRangeInKm: 6,
    },
    pickupMinimumCents: null,
    rewardsSettings: { supportsReferralBonus: false },
  }),
];

/** Dining tables, with the menus each may order from (store 1003 restricts menus by table). */
export const demoTables: SeedTable[] = demoStores.flatMap((s) => {
  return s.sections.flatMap((section) =>
    section.tables.map((t) => ({
      storeId: s.storeId,
      section: section.name,
      tableNo: t.tableNo,
      displayTableNo: t.displayTableNo,
      assignedMenuCodes:
        s.storeId === '1003'
          ? t.tableNo <= 10
            ? ['CAFE']
            : ['CAFE', 'WINE']
          : s.storeId === '1001'
            ? ['ALLDAY', 'BAR']
            : ['BREAKFAST', 'LUNCH'],
    })),
  );
});
