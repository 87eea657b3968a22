/**
 * The demo address search of DEMO-DATA.md, for the delivery feature (POST /order/validate_address,
 * POST /order/validate_providers) that comes with cart pricing: what a maps autocomplete would
 * return for these four addresses. Store 1001 delivers within 10 km.
 */
export interface DemoAddress {
  query: string;
  addressLine1: string;
  city: string;
  province: string;
  country: string;
  /** null: the place has no postal code, so it cannot be a delivery address. */
  postCode: string | null;
  gpsCoordinate: { latitude: number; longitude: number };
}

export const demoAddresses: DemoAddress[] = [
  {
    query: '200 Bay St, Toronto, ON M5J 2J2',
    addressLine1: '200 Bay St',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
    postCode: 'M5J 2J2',
    gpsCoordinate: { latitude: 43.6465, longitude: -79.3795 },
  },
  {
    query: '1 Yonge St, Toronto, ON M5E 1E5',
    addressLine1: '1 Yonge St',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
    postCode: 'M5E 1E5',
    gpsCoordinate: { latitude: 43.6424, longitude: -79.3747 },
  },
  {
    query: '6301 Silver Dart Dr, Mississauga, ON L5P 1B2',
    addressLine1: '6301 Silver Dart Dr',
    city: 'Mississauga',
    province: 'ON',
    country: 'CA',
    postCode: 'L5P 1B2',
    gpsCoordinate: { latitude: 43.6777, longitude: -79.6248 },
  },
  {
    query: 'Queen St W, Toronto',
    addressLine1: 'Queen St W',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
    postCode: null,
    gpsCoordinate: { latitude: 43.6487, longitude: -79.3971 },
  },
];
