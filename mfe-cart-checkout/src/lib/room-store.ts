import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Reducer,
  type ReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ListenerExtra, RoomStore, StartListening } from './store';

/**
 * A Redux store of some rooms' reducers with the listener middleware the rooms' side effects run
 * in. The app makes the remote's one store with it; each room's tests make one of that room and the
 * rooms below it.
 */
export function createRoomStore<State extends object>(options: {
  readonly reducers: ReducersMapObject<State>;
  readonly preloadedState?: Partial<State>;
  readonly extra?: Partial<ListenerExtra>;
  /**
   * How long Redux Toolkit's development checks (immutability, serializability) may take in one
   * dispatch before they warn; its own 32 ms unless given. Production builds have no checks.
   */
  readonly checksWarnAfterMs?: number;
}) {
  const extra: ListenerExtra = { now: Date.now, ...options.extra };
  const listener = createListenerMiddleware({ extra });
  // combineReducers types its result through conditional types TypeScript cannot resolve for a
  // generic map; the state it makes is `State`, key by key.
  const reducer = combineReducers(options.reducers) as Reducer<State, UnknownAction, Partial<State>>;
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { warnAfter: options.checksWarnAfterMs },
        serializableCheck: { warnAfter: options.checksWarnAfterMs },
      }).prepend(listener.middleware),
  });
  const startListening = listener.startListening as StartListening<State>;
  return Object.assign(store, { startListening, now: extra.now }) satisfies RoomStore<State>;
}
