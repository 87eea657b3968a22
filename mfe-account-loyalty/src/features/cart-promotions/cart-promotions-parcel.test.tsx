import { act, screen } from '@testing-library/react';
import { accountStore } from '../../app/store';
import { parcels } from '../../entry';
import { loadLoyalty, sessionChanged } from '../loyalty/loyalty-slice';
import { bogo, coffeeCard, janeRewards, welcome10 } from '../loyalty/testing/jane';

type ParcelProps = Parameters<typeof parcels.cartPromotions.mount>[0];

it('the cartPromotions parcel the host binds to account:cart-promotions loads its area, then unmounts clean', async () => {
  const slot = document.createElement('span');
  document.body.appendChild(slot);
  // single-spa's own objects are not needed by these lifecycles; the test passes stand-ins.
  const props = {
    name: 'cart-promotions-test',
    domElement: slot,
    singleSpa: {},
    mountParcel: () => undefined,
  } as unknown as ParcelProps;
  await parcels.cartPromotions.bootstrap(props);
  let mounting: Promise<unknown> = Promise.resolve();
  act(() => {
    mounting = parcels.cartPromotions.mount(props);
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
  expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Rewards, coupons and punch cards' })).toBeInTheDocument();

  let unmounting: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounting = parcels.cartPromotions.unmount(props);
  });
  await unmounting;
  expect(slot).toBeEmptyDOMElement();
});
