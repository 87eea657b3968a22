export type OrderTypeCode = 'PICKUP' | 'DELIVERY' | 'DINE_IN';
