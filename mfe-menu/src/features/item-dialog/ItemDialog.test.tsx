import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dietaryFilterChanged } from '../dietary-filter';
import { configure, fakeApi, recordCommands, renderDialogService } from './test-support';

// Dialog journeys click through Chakra's state machines: slow on a shared 2-core machine.
jest.setTimeout(30_000);

/** The choices render after the dialog has answered the press. */
const choicesShown = () => waitFor(() => expect(screen.queryByTestId('item-choices-loading')).toBeNull());

async function openDialog(itemCode: string, purpose?: Parameters<typeof configure>[1]) {
  const user = userEvent.setup();
  const rendered = renderDialogService();
  act(() => configure(itemCode, purpose));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await within(dialog).findByTestId('item-dialog-main', {}, { timeout: 5000 });
  await choicesShown();
  return { user, dialog, ...rendered };
}

const mainButton = () => screen.getByTestId('item-dialog-main');
const panel = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('the item configuration dialog', () => {
  let commands: ReturnType<typeof recordCommands>;
  const firstPayload = <T,>(): T => {
    const first = commands.sent[0];
    if (!first) throw new Error('nothing was sent');
    return first.payload as T;
  };
  beforeEach(() => {
    fakeApi();
    commands = recordCommands('cart:add-item', 'cart:replace-line');
  });
  afterEach(() => commands.stop());

  it('refuses to add with the required Patty unmet: it announces the option, scrolls to it, focuses it, adds nothing', async () => {
    // jsdom lays nothing out and has no scrolling: the call is what is checked.
    const scrolled: Element[] = [];
    const { scrollIntoView } = Element.prototype;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user, disconnect } = await openDialog('BYOB');
    expect(panel('Patty')).toHaveAttribute('data-status', 'error');
    expect(panel('Toppings')).toHaveAttribute('data-status', 'grey');
    await user.click(mainButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose Patty');
    expect(commands.sent).toEqual([]);
    expect(scrolled).toEqual([panel('Patty')]);
    expect(within(panel('Patty')).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: /Beef/ }));
    expect(panel('Patty')).toHaveAttribute('data-status', 'success');
    await user.click(mainButton());
    expect(commands.sent).toEqual([
      expect.objectContaining({
        type: 'cart:add-item',
        payload: expect.objectContaining({
          itemCode: 'BYOB',
          quantity: 1,
          unitPriceCents: 1199,
          origin: 'menu',
        }),
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    disconnect();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('counts the first two toppings free, the most expensive first: Bacon, Cheese and Tomato make $12.49', async () => {
    const { user, disconnect } = await openDialog('BYOB');
    await user.click(screen.getByRole('radio', { name: /Beef/ }));
    expect(mainButton()).toHaveTextContent('$11.99');
    await user.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    await user.click(screen.getByRole('checkbox', { name: /Cheese/ }));
    expect(mainButton()).toHaveTextContent('$11.99');
    await user.click(screen.getByRole('checkbox', { name: /Tomato/ }));
    expect(mainButton()).toHaveTextContent('Add to cart$12.49');
    await user.click(mainButton());
    const added = commands.sent[0]?.payload as {
      unitPriceCents: number;
      line: { itemAttributeList: unknown[] };
    };
    expect(added.unitPriceCents).toBe(1249);
    expect(added.line.itemAttributeList).toEqual([
      expect.objectContaining({ code: 'PATTY' }),
      expect.objectContaining({
        code: 'TOPPINGS',
        attrValueList: [
          expect.objectContaining({ code: 'BACON', qty: 1 }),
          expect.objectContaining({ code: 'CHEESE', qty: 1 }),
          expect.objectContaining({ code: 'TOMATO', qty: 1 }),
        ],
      }),
    ]);
    disconnect();
  });

  it('shows Vegan Aioli only with the Veggie patty, and drops it when the patty changes', async () => {
    const { user, disconnect } = await openDialog('BYOB');
    expect(screen.queryByRole('checkbox', { name: /Vegan Aioli/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Veggie/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Vegan Aioli/ }));
    expect(screen.getByRole('checkbox', { name: /Vegan Aioli/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Beef/ }));
    expect(screen.queryByRole('checkbox', { name: /Vegan Aioli/ })).not.toBeInTheDocument();
    await user.click(mainButton());
    const line = firstPayload<{ line: { itemAttributeList: { code: string }[] } }>().line;
    expect(line.itemAttributeList.map((entry) => entry.code)).toEqual(['PATTY']);
    disconnect();
  });

  it('halves the price of a topping on one half of the pizza: half Pepperoni adds $1.00', async () => {
    const { user, disconnect } = await openDialog('LPIZZA');
    expect(mainButton()).toHaveTextContent('$15.99');
    await user.click(screen.getByRole('checkbox', { name: /Pepperoni/ }));
    expect(mainButton()).toHaveTextContent('$17.99');
    const sides = screen.getByRole('radiogroup', { name: 'Pepperoni: where on the pizza' });
    await user.click(within(sides).getByRole('radio', { name: /Left half/ }));
    expect(mainButton()).toHaveTextContent('$16.99');
    await user.click(within(sides).getByRole('radio', { name: /Whole/ }));
    expect(mainButton()).toHaveTextContent('$17.99');
    await user.click(within(sides).getByRole('radio', { name: /Right half/ }));
    await user.click(mainButton());
    const line = firstPayload<{ line: { itemAttributeList: { attrValueList: unknown[] }[] } }>().line;
    expect(line.itemAttributeList[0]?.attrValueList).toEqual([{ code: 'PEPPERONI', qty: 1, option: 2 }]);
    disconnect();
  });

  it('prices the Burger Combo with Chicken Sandwich, Onion Rings and Cola at $15.99 in one step', async () => {
    const { user, disconnect } = await openDialog('COMBO1');
    await user.click(mainButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose Main');
    await user.click(screen.getByRole('radio', { name: /Chicken Sandwich/ }));
    await user.click(screen.getByRole('radio', { name: /Onion Rings/ }));
    await user.click(screen.getByRole('radio', { name: /Cola/ }));
    expect(mainButton()).toHaveTextContent('Add to cart$15.99');
    await user.click(mainButton());
    const payload = commands.sent[0]?.payload as {
      unitPriceCents: number;
      line: { childItemList: unknown[] };
    };
    expect(payload.unitPriceCents).toBe(1599);
    expect(payload.line.childItemList).toEqual([
      expect.objectContaining({ code: 'CHKSAND', relationCode: 'MAIN', qty: 1 }),
      expect.objectContaining({ code: 'ONIONRINGS', relationCode: 'SIDE', qty: 1 }),
      expect.objectContaining({ code: 'COLA', relationCode: 'DRINK', qty: 1 }),
    ]);
    disconnect();
  });

  it('gives a configurable combo item its own step, with Back, before adding the whole combo', async () => {
    const { user, disconnect } = await openDialog('COMBO1');
    await user.click(screen.getByRole('radio', { name: /Build Your Burger/ }));
    await user.click(screen.getByRole('radio', { name: /Classic Fries/ }));
    await user.click(screen.getByRole('radio', { name: /Iced Tea/ }));
    expect(mainButton()).toHaveTextContent('Next$14.99');
    await user.click(mainButton());
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build Your Burger' })).toBeInTheDocument();
    await user.click(mainButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose Patty');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Burger Combo' })).toBeInTheDocument();
    await user.click(mainButton());
    await user.click(await screen.findByRole('radio', { name: /Chicken/ }));
    expect(mainButton()).toHaveTextContent('Add to cart$15.99');
    await user.click(mainButton());
    const payload = commands.sent[0]?.payload as {
      line: { childItemList: { code: string; itemAttributeList?: unknown[] }[] };
    };
    expect(payload.line.childItemList[0]).toMatchObject({
      code: 'BYOB',
      itemAttributeList: [
        expect.objectContaining({
          code: 'PATTY',
          attrValueList: [expect.objectContaining({ code: 'CHICKEN' })],
        }),
      ],
    });
    disconnect();
  });

  it('gives a slot taking several items steppers, within the slot maximum', async () => {
    const { user, disconnect } = await openDialog('PARTY');
    await user.click(screen.getByRole('button', { name: 'More Classic Fries' }));
    await user.click(screen.getByRole('button', { name: 'More Classic Fries' }));
    await user.click(screen.getByRole('button', { name: 'More Onion Rings' }));
    // Three of three taken: no more of either.
    expect(screen.getByRole('button', { name: 'More Onion Rings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More Classic Fries' })).toBeDisabled();
    // Party Box $20.00 + fries free in a combo + rings +$1.00.
    expect(mainButton()).toHaveTextContent('$21.00');
    await user.click(screen.getByRole('button', { name: 'Fewer Classic Fries' }));
    expect(screen.getByRole('button', { name: 'More Onion Rings' })).toBeEnabled();
    await user.click(mainButton());
    expect(firstPayload<{ line: { childItemList: unknown[] } }>().line.childItemList).toEqual([
      expect.objectContaining({ code: 'FRIES', qty: 1, relationCode: 'SIDES' }),
      expect.objectContaining({ code: 'ONIONRINGS', qty: 1, relationCode: 'SIDES' }),
    ]);
    disconnect();
  });

  it('keeps the quantity within the item bounds: Dumplings start at 2 and cannot go below', async () => {
    const { user, disconnect } = await openDialog('DUMPLINGS');
    expect(screen.getByRole('button', { name: 'Fewer Dumplings (6 pc)' })).toBeDisabled();
    expect(mainButton()).toHaveTextContent('$15.98');
    await user.click(screen.getByRole('button', { name: 'More Dumplings (6 pc)' }));
    expect(mainButton()).toHaveTextContent('$23.97');
    await user.click(screen.getByRole('button', { name: 'Fewer Dumplings (6 pc)' }));
    expect(screen.getByRole('button', { name: 'Fewer Dumplings (6 pc)' })).toBeDisabled();
    await user.click(mainButton());
    expect(commands.sent[0]?.payload).toMatchObject({ quantity: 2, unitPriceCents: 799 });
    disconnect();
  });

  it('stops at the order limit: Family Feast allows 2 per cart', async () => {
    const { user, disconnect } = await openDialog('FEAST');
    await user.click(screen.getByRole('button', { name: 'More Family Feast' }));
    expect(screen.getByRole('button', { name: 'More Family Feast' })).toBeDisabled();
    expect(screen.getByText('Order Limit: 2')).toBeInTheDocument();
    disconnect();
  });

  it('reopens a cart line for editing and saves it back as a replacement', async () => {
    const line = {
      code: 'BYOB',
      qty: 2,
      menuCode: 'ALLDAY',
      itemAttributeList: [
        { code: 'PATTY', attrValueList: [{ code: 'VEGGIE', qty: 1 }] },
        { code: 'SAUCE', attrValueList: [{ code: 'VEGANAIOLI', qty: 1 }] },
      ],
      specialRequest: 'Well done',
    };
    const { user, disconnect } = await openDialog('BYOB', { kind: 'edit', lineUuid: 'line-7', line });
    expect(screen.getByRole('radio', { name: /Veggie/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Vegan Aioli/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Special request' })).toHaveValue('Well done');
    expect(mainButton()).toHaveTextContent('Save cart item$23.98');
    await user.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    await user.click(mainButton());
    expect(commands.sent).toEqual([
      {
        type: 'cart:replace-line',
        payload: expect.objectContaining({
          lineUuid: 'line-7',
          item: expect.objectContaining({ itemCode: 'BYOB', quantity: 2, unitPriceCents: 1199 }),
        }),
      },
    ]);
    disconnect();
  });

  it('configures a reward item with every slot chosen and hands it to the cart, named for the reward', async () => {
    const { user, disconnect } = await openDialog('COMBO1', { kind: 'reward', rewardId: 'R1' });
    expect(mainButton()).toHaveTextContent('Select item');
    await user.click(screen.getByRole('radio', { name: /Chicken Sandwich/ }));
    await user.click(screen.getByRole('radio', { name: /Classic Fries/ }));
    await user.click(screen.getByRole('radio', { name: /Cola/ }));
    await user.click(mainButton());
    expect(commands.sent).toEqual([
      {
        type: 'cart:add-item',
        payload: expect.objectContaining({
          itemCode: 'COMBO1',
          promotion: { kind: 'reward', rewardId: 'R1' },
          line: expect.objectContaining({ code: 'COMBO1' }),
        }),
      },
    ]);
    disconnect();
  });

  it('a coupon configuration closed sends nothing: nothing went to the cart', async () => {
    const { user, disconnect } = await openDialog('KIDS', { kind: 'coupon', couponId: 'C1' });
    expect(screen.getByRole('radio', { name: /Kids Juice/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(commands.sent).toEqual([]);
    disconnect();
  });
});

describe('the menu and the store the dialog reads (issue 18)', () => {
  it('are kept as loaded, frozen at their root only: opening the dialog does not walk them to freeze them', async () => {
    fakeApi();
    const { store, disconnect } = await openDialog('BYOB');
    const dialog = store.getState().itemDialog;
    if (!dialog?.store) throw new Error('the dialog holds no store');
    expect(Object.isFrozen(dialog.items)).toBe(true);
    expect(Object.isFrozen(dialog.store)).toBe(true);
    // Another item of the menu, and the store's settings: as the page loaded them.
    expect(Object.isFrozen(dialog.items.FRIES)).toBe(false);
    expect(Object.isFrozen(dialog.store.settings)).toBe(false);
    disconnect();
  });
});

describe('the special request', () => {
  it('is offered unless the store disables it', async () => {
    fakeApi({ disableSpecialRequest: true });
    const { disconnect } = await openDialog('FRIES');
    expect(screen.queryByRole('textbox', { name: 'Special request' })).not.toBeInTheDocument();
    disconnect();
  });
});

describe('the item dialog and the dietary filters (issue 22)', () => {
  beforeEach(() => fakeApi());

  it('shows the allergens and calories of the configuration on screen: Cheese adds Milk, Beef makes 540 Cal', async () => {
    const { user, disconnect } = await openDialog('BYOB');
    const allergens = screen.getByTestId('item-allergens');
    expect(allergens).toHaveTextContent('Contains: Gluten, Sesame');
    expect(screen.getByTestId('item-dialog-calories')).toHaveTextContent('300 Cal');
    await user.click(screen.getByRole('radio', { name: /Beef/ }));
    expect(screen.getByTestId('item-dialog-calories')).toHaveTextContent('540 Cal');
    await user.click(screen.getByRole('checkbox', { name: /Cheese/ }));
    expect(allergens).toHaveTextContent('Contains: Gluten, Milk, Sesame');
    expect(screen.getByTestId('item-dialog-calories')).toHaveTextContent('650 Cal');
    disconnect();
  });

  it('under "Vegetarian" offers only the Veggie patty and no Bacon, and says why', async () => {
    const user = userEvent.setup();
    const { store, disconnect } = renderDialogService();
    store.dispatch(dietaryFilterChanged('guest', { needs: ['VEGETARIAN'], avoid: [] }));
    act(() => configure('BYOB'));
    await screen.findByTestId('item-dialog-main', {}, { timeout: 5000 });
    await choicesShown();
    expect(
      within(panel('Patty'))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Veggie']);
    expect(screen.queryByRole('checkbox', { name: /Bacon/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Cheese/ })).toBeInTheDocument();
    expect(screen.getByTestId('item-allergens')).toHaveTextContent(
      'Only the choices that fit your dietary filters are shown.',
    );
    await user.click(screen.getByRole('radio', { name: /Veggie/ }));
    expect(screen.getByRole('checkbox', { name: /Vegan Aioli/ })).toBeInTheDocument();
    disconnect();
  });
});
