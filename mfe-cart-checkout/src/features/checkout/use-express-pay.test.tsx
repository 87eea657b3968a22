import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-form';
import type { usePlaceOrder } from './payment/use-place-order';
import { useExpressPay } from './use-express-pay';
import type { useSubmission } from './use-submission';

const jane: CheckoutFormValues = {
  firstname: 'Jane',
  lastname: 'Doe',
  phoneNumber: '4165550100',
  email: 'jane@example.com',
  emailReceipt: true,
  orderNotes: '',
  deliveryNotes: '',
};

function handlersFor(values: CheckoutFormValues, { blocked = false, phase = 'idle' } = {}) {
  const place = jest.fn(async () => true);
  const saveInfo = jest.fn();
  const { result } = renderHook(() => {
    const form = useForm<CheckoutFormValues>({ defaultValues: values });
    const placing = { phase } as ReturnType<typeof usePlaceOrder>;
    const submission = { place, saveInfo } as unknown as ReturnType<typeof useSubmission>;
    return useExpressPay({ form, placing, submission, blocked });
  });
  return { handlers: result.current, place, saveInfo };
}

describe('express pay handlers', () => {
  it('opens the wallet’s sheet only for a complete form, a priced cart and no attempt running', () => {
    expect(handlersFor(jane).handlers.click()).toBe(true);
    expect(handlersFor({ ...jane, firstname: ' ' }).handlers.click()).toBe(false);
    expect(handlersFor({ ...jane, email: '' }).handlers.click()).toBe(false);
    expect(handlersFor(jane, { blocked: true }).handlers.click()).toBe(false);
    expect(handlersFor(jane, { phase: 'placing' }).handlers.click()).toBe(false);
  });

  it('pays through the card path’s submission with the wallet’s payment method as the token', async () => {
    const { handlers, place, saveInfo } = handlersFor(jane);
    const confirm = jest.fn(async () => undefined);
    await expect(handlers.pay('pm_wallet', confirm)).resolves.toBe(true);
    expect(saveInfo).toHaveBeenCalledWith(jane);
    expect(place).toHaveBeenCalledWith(expect.any(Function), confirm);
    const prepare = (place.mock.calls[0] as unknown as [() => Promise<unknown>])[0];
    await expect(prepare()).resolves.toEqual({
      type: 'online',
      second: null,
      cardId: null,
      paymentToken: 'pm_wallet',
      captcha: null,
    });
  });
});
