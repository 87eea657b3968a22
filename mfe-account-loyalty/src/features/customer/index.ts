// The customer: who is logged in, their account details, points and wallet (other features read it).
export { fetchAccountDetails } from './customer-api';
export { listenForCustomer } from './customer-listeners';
export {
  type CustomerProfile,
  type CustomerState,
  customerFailed,
  customerLoaded,
  customerRequested,
  customerSlice,
  loyaltyCountsChanged,
  type Membership,
  pointsChanged,
  selectCustomer,
  selectCustomerId,
  selectIsLoggedIn,
  selectMembership,
  selectPoints,
  selectProfile,
  sessionUserChanged,
  type WithCustomer,
} from './customer-slice';
