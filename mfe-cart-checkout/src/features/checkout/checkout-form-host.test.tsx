import { DesignKitProvider } from '@owa/shared/design-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { english } from '../../i18n/messages';
import { ContactFields } from './ContactFields';
import { CheckoutFormHost, useCheckoutFormControl } from './checkout-form-host';

const jane: ComponentProps<typeof CheckoutFormHost>['account'] = {
  firstName: 'Jane',
  lastName: 'Doe',
  telephone: '4165550100',
  email: 'jane@example.com',
};

function Form({ onRender }: { onRender?: () => void }) {
  onRender?.();
  const form = useCheckoutFormControl();
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <ContactFields form={form} />
      <button type="submit">Place order</button>
    </form>
  );
}

function renderForm(account: ComponentProps<typeof CheckoutFormHost>['account'], onRender?: () => void) {
  return render(
    <IntlProvider locale="en" messages={english}>
      <DesignKitProvider>
        <CheckoutFormHost account={account} orderNotes={null}>
          <Form onRender={onRender} />
        </CheckoutFormHost>
      </DesignKitProvider>
    </IntlProvider>,
  );
}

describe('the checkout form host', () => {
  it('renders the form’s body once as it mounts: the form’s own “ready” render stops at the host', async () => {
    const renders = jest.fn();
    renderForm(jane, renders);
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Jane');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('still shows the fields’ errors and follows the receipt box, through their own subscriptions', async () => {
    renderForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // First name and phone (the e-mail's own rule runs once the fields are filled).
    expect(await screen.findAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInvalid();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toBeRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me an e-mail receipt' }));
    await act(async () => undefined);
    expect(email).not.toBeRequired();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '4165550100' } });
    fireEvent.change(email, { target: { value: 'jane@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('E-mail is invalid')).toBeInTheDocument();
  });
});
