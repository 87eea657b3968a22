/**
 * The page's RxJS: only the parts the bus and the apps use. Apps import these from here, never from
 * `rxjs` (a lint rule says so): this entry is shared as one singleton, and since a shared module
 * cannot be tree-shaken (its consumers are unknown at build time), sharing `rxjs` itself put all
 * of it (~16 KB gzip) on every page's critical path. Need another operator? Add it here; a
 * time-based one (it brings the async scheduler) goes to `@owa/shared/rx-time` (../rx-time).
 */
export type {
  MonoTypeOperatorFunction,
  Observer,
  OperatorFunction,
  Subscription,
} from 'rxjs';
export {
  BehaviorSubject,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  map,
  Observable,
  of,
  ReplaySubject,
  Subject,
  skip,
  take,
} from 'rxjs';
