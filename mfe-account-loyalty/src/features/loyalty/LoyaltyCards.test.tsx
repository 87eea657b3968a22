import { bus } from '@owa/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bogo, coffeeCard, janeRewards, welcome10 } from '../../domain/loyalty/testing/jane';
import { CouponCard } from './CouponCard';
import { dialogOpened } from './loyalty-slice';
import { PunchCardCard } from './PunchCardCard';
import PunchCardDialog from './PunchCardDialog';
import { RewardCard } from './RewardCard';
import { janeStore, renderWithStore } from './testing/render';

const [fries, fiveOff] = janeRewards as [(typeof janeRewards)[0], (typeof janeRewards)[0]];

describe('card variants (spec 3 §2: each card has a detail and a history variant)', () => {
  it('detail cards are read in place: no button, with expiry and description', () => {
    renderWithStore(
      janeStore(),
      <>
        <RewardCard reward={fiveOff} variant="detail" />
        <CouponCard coupon={{ ...welcome10, description: '10% off your order.' }} variant="detail" />
        <PunchCardCard card={coffeeCard} variant="detail" />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('1,000 points')).toBeInTheDocument();
    expect(screen.getAllByText('No expiration').length).toBeGreaterThan(0);
    expect(screen.getByText('10% off your order.')).toBeInTheDocument();
    expect(screen.getAllByText('Expires 2027-12-31')).toHaveLength(2);
  });

  it('history cards say what was used', () => {
    renderWithStore(
      janeStore(),
      <>
        <RewardCard reward={fries} variant="history" />
        <CouponCard coupon={bogo} variant="history" />
      </>,
    );
    expect(screen.getByText('Redeemed for 500 points')).toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
  });

  it('an in-person-only reward says so instead of offering Redeem', () => {
    renderWithStore(
      janeStore(),
      <RewardCard reward={{ ...fiveOff, onlineRedeemable: false }} variant="detail" />,
    );
    expect(screen.getByText('This reward can only be redeemed in person')).toBeInTheDocument();
  });

  it('a punch card below 100 % shows its partial progress', () => {
    renderWithStore(janeStore(), <PunchCardCard card={{ ...coffeeCard, earned: 4 }} variant="detail" />);
    expect(screen.getByText('4 of 10 stamps')).toBeInTheDocument();
  });
});

describe('punch-card dialog (spec 3 §4: Redeem only at 100 %)', () => {
  it('at 9 of 10 stamps Redeem is disabled and the missing stamps are named', async () => {
    renderWithStore(janeStore(), <PunchCardDialog card={{ ...coffeeCard, earned: 9 }} />);
    const dialog = await screen.findByTestId('punch-card-dialog');
    expect(within(dialog).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(within(dialog).getByText('Collect 1 more stamps to redeem')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    expect(within(dialog).getByText('Free items available: 0')).toBeInTheDocument();
  });

  it('coupon-type punch cards offer Check My Cart, which closes the dialog and opens the cart', async () => {
    const opened: string[] = [];
    const sink = bus.on('cart:open').subscribe(() => opened.push('cart:open'));
    const store = janeStore();
    store.dispatch(dialogOpened({ kind: 'punchCard', id: String(coffeeCard.id) }));
    renderWithStore(store, <PunchCardDialog card={{ ...coffeeCard, type: 'COUPON' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check My Cart' }));
    expect(opened).toEqual(['cart:open']);
    expect(store.getState().loyalty.dialog).toBeNull();
    sink.unsubscribe();
  });
});
