import { bus } from '@owa/shared';
import { act, screen } from '@testing-library/react';
import { accountStore } from '../../app/store';
import { bogo } from '../../domain/loyalty/testing/jane';
import { parcels } from '../../entry';
import { promotionItemArrived } from '../loyalty';
import { janeLoyaltyArrives, mountParcel } from '../loyalty/testing/parcel';

it('the promotionsCarousel parcel the host binds to account:promotions-carousel shows a skeleton, then the carousels', async () => {
  const parcel = await mountParcel(parcels['account:promotions-carousel'], 'carousel-test');
  expect(await screen.findByLabelText('Loading rewards and coupons…')).toHaveAttribute('aria-busy', 'true');

  janeLoyaltyArrives();
  expect(await screen.findByRole('heading', { name: 'Promotion & Rewards' })).toBeInTheDocument();

  const snacks: string[] = [];
  const sink = bus.on('shell:snack').subscribe((snack) => snacks.push(snack.message));
  // The coupon's item, configured in the menu's dialog, reached the cart.
  act(() => {
    accountStore.dispatch(promotionItemArrived({ kind: 'coupon', couponId: String(bogo.id) }));
  });
  expect(snacks).toEqual(['BOGO Burger applied to your cart']);
  sink.unsubscribe();

  await parcel.unmount();
  expect(parcel.slot).toBeEmptyDOMElement();
});
