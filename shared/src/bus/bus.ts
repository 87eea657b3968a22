import { filter, map, type Observable, ReplaySubject, Subject } from 'rxjs';
import type { ChannelMap, ChannelName, CommandMap, CommandName, OwnedBy, Team } from './events';

interface CommandEnvelope {
  readonly type: CommandName;
  readonly payload: unknown;
}

export interface ChannelPublisher<T extends Team> {
  publish<K extends OwnedBy<T, ChannelName>>(channel: K, value: ChannelMap[K]): void;
}

export interface EventBus {
  /** Sends a command or notification to whoever listens now. */
  emit<K extends CommandName>(type: K, payload: CommandMap[K]): void;
  on<K extends CommandName>(type: K): Observable<CommandMap[K]>;
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
      commands.next({ type, payload });
    },
    on<K extends CommandName>(type: K) {
      return commands.pipe(
        filter((envelope) => envelope.type === type),
        map((envelope) => envelope.payload as CommandMap[K]),
      );
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
