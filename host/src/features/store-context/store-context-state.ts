import { bus, type PageStore } from '@owa/shared';
import { BehaviorSubject } from '@owa/shared/rx';

/** What the shell's chrome needs about the open store and its group (header, languages, back). */
export type StoreContext = PageStore;

export const EMPTY: StoreContext = {
  storeId: null,
  store: null,
  group: null,
  onlineMenuCount: 1,
  status: 'idle',
  errorCode: null,
};

/**
 * The shell's view of the page's store; every change is published to all teams as `shell:store`,
 * so no team fetches the store again (one request per fact per page).
 */
export const storeContext$ = new BehaviorSubject<StoreContext>(EMPTY);
const publisher = bus.publisherFor('shell');
storeContext$.subscribe((context) => publisher.publish('shell:store', context));
