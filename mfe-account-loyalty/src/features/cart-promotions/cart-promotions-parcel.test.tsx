import { screen } from '@testing-library/react';
import { parcels } from '../../entry';
import { janeLoyaltyArrives, mountParcel } from '../loyalty/testing/parcel';

it('the cartPromotions parcel the host binds to account:cart-promotions loads its area, then unmounts clean', async () => {
  const parcel = await mountParcel(parcels['account:cart-promotions'], 'cart-promotions-test');
  expect(await screen.findByLabelText('Loading rewards and coupons…')).toHaveAttribute('aria-busy', 'true');

  janeLoyaltyArrives();
  expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Rewards, coupons and punch cards' })).toBeInTheDocument();

  await parcel.unmount();
  expect(parcel.slot).toBeEmptyDOMElement();
});
