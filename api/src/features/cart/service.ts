import type { ShoppingCartBody } from '@owa/shared/api';
import { localDateOf, storeTimeZone } from '@owa/shared/domain';
import { type Menu, MenuSchema, type Store } from '@owa/shared/entities';
import type { AppContext } from '../../context.js';
import type { CustomerRow } from '../../db/schema.js';
import { parseStored } from '../../db/stored.js';
import { badRequest, ErrorCode, notFound } from '../../errors.js';
import { CatalogRepository, type Document } from '../catalog/repository.js';
import { LoyaltyRepository } from '../loyalty/repository.js';
import { couponView } from '../loyalty/views.js';
import { deliveryVerdict } from './delivery.js';
import {
  type AppliedCoupon,
  CartLineRefused,
  type HeldPunchCard,
  type PricedCart,
  type PricingInput,
  priceCart,
  type RewardChoice,
} from './pricing/index.js';

export interface PricingRequest {
  body: ShoppingCartBody;
  /** The ?menu= of the call; else the lines' menu, else the store's root menu. */
  menuCode?: string | undefined;
  validateScheduleTime: boolean;
  customer: CustomerRow | null;
}

export interface PricingResult {
  priced: PricedCart;
  store: Store;
  menu: Menu;
  menuCode: string;
  tableNo: number | null;
}

function isOnline(menu: Document): boolean {
  const channels = menu.channels;
  return !Array.isArray(channels) || channels.length === 0 || channels.includes('ONLINE');
}

/**
 * The catalogue changes only when the demo data is reloaded, yet every cart reads the store and its
 * menus (large documents). Reads are kept for a few seconds: under load that removes most of the
 * database work of pricing, and a reload is seen within the lifetime.
 */
const CATALOGUE_LIFETIME_MS = 5_000;

/** One cache per kind of read, so each knows the type of what it keeps. */
class CatalogueCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    this.entries.set(key, { until: now + CATALOGUE_LIFETIME_MS, value });
    // A failed read is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

/** Gathers what pricing needs from the catalogue and the customer's loyalty, then prices. */
export class CartService {
  private readonly catalog: CatalogRepository;
  private readonly loyalty: LoyaltyRepository;
  private readonly cache = {
    stores: new CatalogueCache<Store>(),
    menus: new CatalogueCache<Menu | null>(),
    onlineMenus: new CatalogueCache<string[]>(),
    rewards: new CatalogueCache<Awaited<ReturnType<LoyaltyRepository['rewardOptions']>>>(),
  };

  constructor(private readonly ctx: AppContext) {
    this.catalog = new CatalogRepository(ctx);
    this.loyalty = new LoyaltyRepository(ctx.db);
  }

  async price(request: PricingRequest): Promise<PricingResult> {
    const { body, customer } = request;
    const store = await this.cache.stores.get(body.storeId, () => this.catalog.requireStore(body.storeId));
    const firstLineMenu = body.subOrderList.flatMap((s) => s.orderItemList).find((l) => l.menuCode)?.menuCode;
    const rootMenu = store.rootMenu?.code;
    const menuCode = request.menuCode ?? firstLineMenu ?? rootMenu ?? '';
    const menu = await this.cache.menus.get(`${body.storeId}:${menuCode}`, () =>
      this.catalog
        .findMenu(body.storeId, menuCode)
        .then((found) => found && parseStored(MenuSchema, found, 'menu')),
    );
    if (!menu) {
      if (request.menuCode) throw notFound(`Menu ${menuCode} not found`, ErrorCode.menuNotFound);
      throw badRequest(`Menu ${menuCode} not found`, ErrorCode.menuNotFound);
    }
    const now = this.ctx.clock.now().getTime();
    const orderType = body.orderType;

    let table: PricingInput['table'];
    let assignedMenus = await this.cache.onlineMenus.get(body.storeId, async () =>
      (await this.catalog.menusOfStore(body.storeId)).filter(isOnline).map((m) => String(m.code)),
    );
    const tableNo = body.tableNo === null || body.tableNo === undefined ? null : String(body.tableNo);
    if (orderType === 'DINE_IN' && tableNo !== null && tableNo !== '-1') {
      const row = await this.catalog.findTable(body.storeId, tableNo);
      table = row ? { tableNo: row.table_no } : null;
      const restrict = store.settings?.orderSettings?.restrictMenuOnDiningTable;
      if (row && restrict) assignedMenus = row.assigned_menu_codes;
    }

    const rewardRows = await this.cache.rewards.get(body.storeId, () =>
      this.loyalty.rewardOptions(body.storeId),
    );
    const rewards: RewardChoice[] = rewardRows.map((row) => {
      const d = row.document;
      return {
        id: row.id,
        name: String(d.rewardName ?? row.id),
        redeemPoints: Number(d.redeemPoints ?? 0),
        discountRule: d.discountRule ?? null,
        itemCode: d.menuItemRef?.itemCode ?? null,
        discountAmountCents: typeof d.discountAmount === 'number' ? d.discountAmount : null,
      };
    });
    // Pricing reads the held cards only for the ones the cart uses: most carts use none, and each
    // read is a query on the one connection every request waits for (PGlite).
    const usesPunchCard = body.subOrderList.some((s) => (s.punchCards ?? []).length > 0);
    const punchCards: HeldPunchCard[] =
      customer && usesPunchCard
        ? (await this.loyalty.customerPunchCards(customer.id, body.storeId)).map((row) => ({
            id: row.id,
            name: String(row.document.name ?? row.code),
            earned: row.earned,
            redeemCount: Number(row.document.redeemCount ?? 0),
            targets: row.document.targets ?? [],
            discountAmountCents: Number(row.document.discountAmount ?? 0),
            onlineRedeemable: row.document.onlineRedeemable === true,
          }))
        : [];

    const input: PricingInput = {
      store,
      menu,
      assignedMenus,
      orderType,
      subOrders: body.subOrderList,
      scheduledTime: body.scheduledTime,
      validateScheduleTime: request.validateScheduleTime,
      now,
      customer: customer
        ? { id: customer.id, points: customer.points, isMember: customer.wallet_cents > 0 }
        : null,
      coupon: undefined,
      couponCode: body.couponCode?.trim() || null,
      rewards,
      punchCards,
      table,
      delivery:
        orderType === 'DELIVERY' ? deliveryVerdict(store, body.deliveryAddress, body.deliveryProvider) : null,
      deliveryProvider: body.deliveryProvider,
    };

    try {
      let priced = priceCart(input);
      if (input.couponCode && customer) {
        // Coupon rules (a minimum order) are judged against this cart, so price it first without.
        input.coupon = await this.findCoupon(customer, store, input.couponCode, priced.subTotalCents, now);
        priced = priceCart(input);
      }
      return { priced, store, menu, menuCode, tableNo: table?.tableNo ?? null };
    } catch (error) {
      if (error instanceof CartLineRefused) throw badRequest(error.message, error.errorCode);
      throw error;
    }
  }

  private async findCoupon(
    customer: CustomerRow,
    store: Store,
    code: string,
    subTotalCents: number,
    now: number,
  ): Promise<AppliedCoupon | null> {
    const held = await this.loyalty.customerCoupons(customer.id, String(store.groupId));
    const row = held.find((c) => c.code === code || c.uuid === code);
    if (!row) return null;
    const view = await couponView(
      row.code,
      row.document,
      { uuid: row.uuid, validTo: row.valid_to },
      {
        cartSubtotalCents: subTotalCents,
        today: localDateOf(now, storeTimeZone(store)),
        resolveItem: async () => null,
      },
    );
    const eligibility = view.eligibilityResult;
    return {
      code: row.code,
      uuid: row.uuid,
      name: String(row.document.name ?? row.code),
      discountRule: row.document.discountRule ?? null,
      targets: row.document.targets ?? [],
      eligible: () => ({ eligible: eligibility.isEligible, reasons: eligibility.ruleDetailDescriptions }),
    };
  }
}
