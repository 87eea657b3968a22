import { bus } from '@owa/shared';
import { act, screen } from '@testing-library/react';
import { accountStore } from '../../app/store';
import { parcels } from '../../entry';
import { loadLoyalty, sessionChanged } from '../loyalty/loyalty-slice';
import { bogo, coffeeCard, janeRewards, welcome10 } from '../loyalty/testing/jane';

type ParcelProps = Parameters<typeof parcels.promotionsCarousel.mount>[0];

it('the promotionsCarousel parcel the host binds to account:promotions-carousel shows a skeleton, then the carousels', async () => {
  const slot = document.createElement('span');
  document.body.appendChild(slot);
  // single-spa's own objects are not needed by these lifecycles; the test passes stand-ins.
  const props = {
    name: 'carousel-test',
    domElement: slot,
    singleSpa: {},
    mountParcel: () => undefined,
  } as unknown as ParcelProps;
  await parcels.promotionsCarousel.bootstrap(props);
  let mounting: Promise<unknown> = Promise.resolve();
  act(() => {
    mounting = parcels.promotionsCarousel.mount(props);
  });
  await mounting;
  expect(await screen.findByLabelText('Loading rewards and coupons…')).toHaveAttribute('aria-busy', 'true');

  act(() => {
    accountStore.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: true }));
    accountStore.dispatch(
      loadLoyalty.fulfilled(
        { rewards: janeRewards, coupons: [welcome10, bogo], punchCards: [coffeeCard], points: 1250 },
        'test',
        { storeId: '1001', isLoggedIn: true },
      ),
    );
  });
  expect(await screen.findByRole('heading', { name: 'Promotion & Rewards' })).toBeInTheDocument();

  const snacks: string[] = [];
  const sink = bus.on('shell:snack').subscribe((snack) => snacks.push(snack.message));
  act(() => {
    bus.emit('account:promotion-item-configured', {
      purpose: { kind: 'coupon', couponId: String(bogo.id) },
      line: { code: 'BYOB', qty: 1 } as never,
    });
  });
  expect(snacks).toContain('BOGO Burger applied to your cart');
  sink.unsubscribe();

  let unmounting: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounting = parcels.promotionsCarousel.unmount(props);
  });
  await unmounting;
  expect(slot).toBeEmptyDOMElement();
});
