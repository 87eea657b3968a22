// The promotions-carousel feature's public face: what other features may use.
export * from './PromotionsCarousel';
