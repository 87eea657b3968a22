// The store page's pop-ups (spec 1 §2.2), and menu selection's way to force them on arrival.
export { forcePopupsOnArrival } from './popup-storage';
export { StorePopupsWhenIdle } from './StorePopupsWhenIdle';
