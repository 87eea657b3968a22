import type { CustomerRow } from '../../db/schema.js';

/** The User / Customer entity of spec 3 §3. */
export function customerView(customer: CustomerRow) {
  return {
    id: customer.id,
    customerId: customer.id,
    telephone: customer.telephone,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    points: customer.points,
    /** The store wallet (membership) balance. */
    balanceInCents: customer.wallet_cents,
  };
}
