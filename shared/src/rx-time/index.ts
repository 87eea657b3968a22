/**
 * RxJS's time-based operators, as their own lazily loaded singleton (`@owa/shared/rx-time`): they
 * bring RxJS's async scheduler (~1 KB gzip), which no code of the store page's first paint runs, and
 * `@owa/shared/rx` is eager, so everything it exports rides on the first paint. Import this only
 * from code that loads after it (a click's or a service's chunk), or it joins the critical path.
 * The host's build provides it from the same RxJS modules as `@owa/shared/rx`: one RxJS per page.
 */
export { debounceTime, timeout } from 'rxjs';
