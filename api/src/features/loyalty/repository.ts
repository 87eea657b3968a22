import type { Db } from '../../db/database.js';
import { StoredCouponSchema, StoredPunchCardSchema, StoredRewardSchema, withDocument } from './stored.js';

/** Coupons, punch cards and reward options, with the customer's holdings of each. */
export class LoyaltyRepository {
  constructor(private readonly db: Db) {}

  async customerCoupons(customerId: number, groupId: string) {
    const rows = await this.db
      .selectFrom('customer_coupons')
      .innerJoin('coupon_definitions', 'coupon_definitions.code', 'customer_coupons.coupon_code')
      .select([
        'customer_coupons.uuid',
        'customer_coupons.valid_to',
        'coupon_definitions.code',
        'coupon_definitions.document',
        'coupon_definitions.purchasable',
      ])
      .where('customer_coupons.customer_id', '=', customerId)
      .where('customer_coupons.used_order_id', 'is', null)
      .where('coupon_definitions.group_id', '=', groupId)
      .orderBy('customer_coupons.created_at')
      .orderBy('customer_coupons.uuid')
      .execute();
    return rows.map(withDocument(StoredCouponSchema, 'coupon'));
  }

  async couponDefinitions(groupId: string, onlyPurchasable: boolean) {
    let query = this.db
      .selectFrom('coupon_definitions')
      .selectAll()
      .where('group_id', '=', groupId)
      .orderBy('code');
    if (onlyPurchasable) query = query.where('purchasable', '=', true);
    return (await query.execute()).map(withDocument(StoredCouponSchema, 'coupon'));
  }

  async customerPunchCards(customerId: number, storeId: string) {
    const rows = await this.db
      .selectFrom('customer_punch_cards')
      .innerJoin(
        'punch_card_definitions',
        'punch_card_definitions.code',
        'customer_punch_cards.definition_code',
      )
      .select([
        'customer_punch_cards.id',
        'customer_punch_cards.earned',
        'punch_card_definitions.code',
        'punch_card_definitions.store_id',
        'punch_card_definitions.document',
      ])
      .where('customer_punch_cards.customer_id', '=', customerId)
      .where('punch_card_definitions.store_id', '=', storeId)
      .orderBy('customer_punch_cards.id')
      .execute();
    return rows.map(withDocument(StoredPunchCardSchema, 'punch card'));
  }

  async rewardOptions(storeId: string) {
    const rows = await this.db
      .selectFrom('reward_options')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('sequence')
      .execute();
    return rows.map(withDocument(StoredRewardSchema, 'reward option'));
  }
}
