import { valibotResolver } from '@hookform/resolvers/valibot';
import { createContext, type ReactNode, useContext } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { type CheckoutFormProps, CheckoutFormSchema, type CheckoutFormValues } from './checkout-form';

const CheckoutFormContext = createContext<UseFormReturn<CheckoutFormValues> | null>(null);

interface CheckoutFormHostProps {
  /** Whose details the contact fields start with. */
  readonly account: Pick<
    NonNullable<CheckoutFormProps['account']>,
    'firstName' | 'lastName' | 'telephone' | 'email'
  > | null;
  readonly orderNotes: string | null;
  readonly children: ReactNode;
}

/**
 * Holds the checkout's react-hook-form, apart from the form's body. react-hook-form renders the
 * component that calls `useForm` again as soon as it has mounted (to mark the form ready), and then
 * on each change of the form state it tracks there: that second render of the whole checkout was
 * about half of the load's longest task. Here it stops at this component: the body is a child its
 * parent made, which React keeps as it is, and the form object keeps its identity (react-hook-form's
 * own `FormProvider` passes a new value with each form state, so it would not). The fields follow
 * the state they show with `useFormState` and `useWatch`.
 */
export function CheckoutFormHost({ account, orderNotes, children }: CheckoutFormHostProps) {
  const form = useForm<CheckoutFormValues>({
    resolver: valibotResolver(CheckoutFormSchema),
    defaultValues: {
      firstname: account?.firstName ?? '',
      lastname: account?.lastName ?? '',
      phoneNumber: account?.telephone ?? '',
      email: account?.email ?? '',
      emailReceipt: true,
      orderNotes: orderNotes ?? '',
      deliveryNotes: '',
    },
  });
  return <CheckoutFormContext.Provider value={form}>{children}</CheckoutFormContext.Provider>;
}

/** The checkout's form, from the `CheckoutFormHost` around it. */
export function useCheckoutFormControl(): UseFormReturn<CheckoutFormValues> {
  const form = useContext(CheckoutFormContext);
  if (!form) throw new Error('useCheckoutFormControl is used outside CheckoutFormHost');
  return form;
}
