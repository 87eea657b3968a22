import type { AppliedPromotions } from '@owa/shared';
import { type CartLineInput, DELIVERY_PROVIDERS } from '@owa/shared/api';
import { storeTimeZone } from '@owa/shared/domain';
import type { CartLine, ShoppingCartRequest, Store } from '@owa/shared/entities';
import { scheduledTimeIso } from '../../domain/scheduling/order-days';
import type { StoreOrderContext } from '../order-context';

/** The fields a line sends: the server prices everything else itself (docs/api.md "Pricing"). */
function requestLine(line: CartLine): CartLineInput {
  return {
    code: line.code,
    qty: line.qty,
    uuid: line.uuid,
    specialRequest: line.specialRequest,
    relationCode: line.relationCode,
    menuCode: line.menuCode,
    itemAttributeList: line.itemAttributeList,
    childItemList: line.childItemList?.map(requestLine),
  };
}

export interface CartRequestInput {
  storeId: string;
  lines: readonly CartLine[];
  orderUUID: string;
  context: StoreOrderContext;
  promotions: AppliedPromotions | null;
  store: Pick<Store, 'timeZone' | 'timezone'> | null;
  now: number;
}

/**
 * POST /shoppingcart's body (spec 2 §7): the lines, the order context and the loyalty the account
 * team applied (rewards and punch cards in the sub-order, the coupon as couponCode).
 */
export function buildCartRequest(input: CartRequestInput): ShoppingCartRequest & { orderUUID: string } {
  const { context, promotions } = input;
  const applied = promotions && promotions.storeId === input.storeId ? promotions : null;
  const subOrder: ShoppingCartRequest['subOrderList'][number] = {
    orderItemList: input.lines.map(requestLine),
    redemptionItems: applied?.redemptionItems.length ? [...applied.redemptionItems] : null,
    punchCards: applied?.punchCards.length ? [...applied.punchCards] : null,
  };
  const zone = storeTimeZone(input.store ?? {});
  const delivery = context.orderType === 'DELIVERY' && context.deliveryAddress;
  // A provider the contract does not name is not sent: the store's default is priced instead.
  const provider = DELIVERY_PROVIDERS.find((known) => known === context.deliveryProvider) ?? null;
  return {
    storeId: input.storeId,
    orderUUID: input.orderUUID,
    subOrderList: [subOrder],
    orderType: context.orderType,
    tableNo: context.orderType === 'DINE_IN' ? context.tableId : null,
    scheduledTime: context.scheduleChosen
      ? scheduledTimeIso(
          { scheduledDay: context.scheduledDay, scheduledTime: context.scheduledTime },
          input.now,
          zone,
        )
      : null,
    deliveryAddress: delivery
      ? { ...context.deliveryAddress, unit: context.unitNumber || context.deliveryAddress?.unit }
      : null,
    deliveryProvider: delivery ? provider : null,
    couponCode: applied?.coupon ? (applied.coupon.uuid ?? applied.coupon.code ?? null) : null,
  };
}

/** The menu the cart is priced against: the lines' menu (items of different menus cannot mix). */
export function cartMenuCode(lines: readonly CartLine[]): string | undefined {
  return lines.find((line) => line.menuCode)?.menuCode ?? undefined;
}
