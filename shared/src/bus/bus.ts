import { filter, map, Observable, ReplaySubject, Subject } from 'rxjs';
import type { ChannelMap, ChannelName, CommandMap, CommandName, OwnedBy, Team } from './events';

interface CommandEnvelope {
  readonly type: CommandName;
  readonly payload: unknown;
}

export interface ChannelPublisher<T extends Team> {
  publish<K extends OwnedBy<T, ChannelName>>(channel: K, value: ChannelMap[K]): void;
}

/** Commands sent before their handler has loaded wait for it, up to this many per command type. */
export const PENDING_COMMAND_LIMIT = 50;

export interface EventBus {
  /**
   * Sends a command. Each command type has one handling team; if its code has not loaded yet, the
   * command waits (bounded) and is delivered to the first subscriber, so nothing a diner did is lost
   * while a remote is still loading.
   */
  emit<K extends CommandName>(type: K, payload: CommandMap[K]): void;
  on<K extends CommandName>(type: K): Observable<CommandMap[K]>;
  /**
   * The types of the commands waiting for their handler's code: those waiting now, then each as it
   * begins to wait. The shell loads a team's code first when a diner's press waits for it.
   */
  waiting(): Observable<CommandName>;
  /** Reads a state channel; the last published value is delivered at once. */
  channel<K extends ChannelName>(name: K): Observable<ChannelMap[K]>;
  /** The last value of a channel, if any, for code that cannot subscribe (request headers). */
  current<K extends ChannelName>(name: K): ChannelMap[K] | undefined;
  /** The only way to publish state: a team gets a publisher for its own channels. */
  publisherFor<T extends Team>(team: T): ChannelPublisher<T>;
}

export class ChannelOwnershipError extends Error {}

export function createEventBus(): EventBus {
  const commands = new Subject<CommandEnvelope>();
  const pending = new Map<CommandName, unknown[]>();
  const waits = new Subject<CommandName>();
  const listeners = new Map<CommandName, number>();
  const channels = new Map<ChannelName, ReplaySubject<unknown>>();
  const latest = new Map<ChannelName, unknown>();

  const subjectOf = (name: ChannelName): ReplaySubject<unknown> => {
    let subject = channels.get(name);
    if (!subject) {
      subject = new ReplaySubject<unknown>(1);
      channels.set(name, subject);
    }
    return subject;
  };

  return {
    emit(type, payload) {
      if ((listeners.get(type) ?? 0) === 0) {
        const queue = pending.get(type) ?? [];
        queue.push(payload);
        if (queue.length > PENDING_COMMAND_LIMIT) queue.shift();
        pending.set(type, queue);
        if (queue.length === 1) waits.next(type);
        return;
      }
      commands.next({ type, payload });
    },
    on<K extends CommandName>(type: K) {
      return new Observable<CommandMap[K]>((subscriber) => {
        listeners.set(type, (listeners.get(type) ?? 0) + 1);
        const subscription = commands
          .pipe(
            filter((envelope) => envelope.type === type),
            map((envelope) => envelope.payload as CommandMap[K]),
          )
          .subscribe(subscriber);
        const waiting = pending.get(type);
        if (waiting) {
          pending.delete(type);
          for (const payload of waiting) subscriber.next(payload as CommandMap[K]);
        }
        return () => {
          listeners.set(type, (listeners.get(type) ?? 1) - 1);
          subscription.unsubscribe();
        };
      });
    },
    waiting() {
      return new Observable<CommandName>((subscriber) => {
        for (const type of pending.keys()) subscriber.next(type);
        return waits.subscribe(subscriber);
      });
    },
    channel<K extends ChannelName>(name: K) {
      return subjectOf(name).asObservable() as Observable<ChannelMap[K]>;
    },
    current<K extends ChannelName>(name: K) {
      return latest.get(name) as ChannelMap[K] | undefined;
    },
    publisherFor<T extends Team>(team: T): ChannelPublisher<T> {
      return {
        publish(channel, value) {
          // Types already stop other teams; this guards JavaScript callers and casts.
          if (!channel.startsWith(`${team}:`)) {
            throw new ChannelOwnershipError(`Team '${team}' may not publish '${channel}'`);
          }
          latest.set(channel, value);
          subjectOf(channel).next(value);
        },
      };
    },
  };
}

const BUS_KEY = Symbol.for('owa.event-bus.v1');
type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: EventBus };

/**
 * One bus per page and contract major version. Module Federation shares this package as a
 * singleton; pinning the instance on globalThis also keeps one bus if a remote ever falls back
 * to its own copy of the package.
 */
function pinnedBus(): EventBus {
  const scope = globalThis as GlobalWithBus;
  const existing = scope[BUS_KEY];
  if (existing) return existing;
  const created = createEventBus();
  scope[BUS_KEY] = created;
  return created;
}

export const bus: EventBus = pinnedBus();
