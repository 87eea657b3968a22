// Every declared event has a publisher and a handler (issue 19): the source of every package is read
// for the calls that send or publish a name and the calls that take or read it. Tests do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ChannelName, CommandName } from './events';

/** Every name the contract declares; `satisfies` makes the compiler keep this list complete and exact. */
const DECLARED = {
  'shell:session': 'channel',
  'shell:store': 'channel',
  'shell:page': 'channel',
  'cart:order-context': 'channel',
  'cart:summary': 'channel',
  'account:customer': 'channel',
  'account:applied-promotions': 'channel',
  'menu:store-menu': 'channel',
  'shell:snack': 'command',
  'shell:navigate': 'command',
  'shell:logout-forced': 'command',
  'shell:logged-in': 'command',
  'shell:logout': 'command',
  'shell:error-report': 'command',
  'shell:reload-store': 'command',
  'shell:route-ready': 'command',
  'cart:add-item': 'command',
  'cart:replace-line': 'command',
  'cart:open': 'command',
  'cart:change-item-quantity': 'command',
  'cart:reset': 'command',
  'cart:table-scanned': 'command',
  'cart:guest-checkout-requested': 'command',
  'account:guest-order-placed': 'command',
  'account:login-requested': 'command',
  'account:reset': 'command',
  'menu:configure-item': 'command',
} as const satisfies Record<ChannelName | CommandName, 'channel' | 'command'>;

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['host', 'mfe-menu', 'mfe-cart-checkout', 'mfe-account-loyalty', 'shared'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/test-support/.test(entry) ? [file] : [];
  });
}

const NAME = "'([a-z]+:[a-z-]+)'";
const SENDS = {
  command: new RegExp(String.raw`\.emit\(\s*${NAME}`, 'g'),
  channel: new RegExp(String.raw`\.publish\(\s*${NAME}`, 'g'),
};
const TAKES = {
  command: new RegExp(String.raw`\.on\(\s*${NAME}\s*\)`, 'g'),
  channel: new RegExp(String.raw`(?:\.channel|\.current|useChannel)\(\s*${NAME}\s*\)`, 'g'),
};

const publishers = new Map<string, Set<string>>();
const handlers = new Map<string, Set<string>>();
for (const pkg of PACKAGES) {
  for (const file of sources(path.join(ROOT, pkg, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(ROOT, file);
    for (const [found, patterns] of [
      [publishers, SENDS],
      [handlers, TAKES],
    ] as const) {
      for (const pattern of Object.values(patterns))
        for (const match of text.matchAll(pattern)) {
          const name = match[1] as string;
          found.set(name, (found.get(name) ?? new Set()).add(where));
        }
    }
  }
}

const list = (files: Set<string> | undefined) => [...(files ?? [])].sort().join(', ') || 'NOBODY';
const rows = Object.entries(DECLARED).map(([name, kind]) => [
  name,
  kind,
  list(publishers.get(name)),
  list(handlers.get(name)),
]);

describe('every declared event has a publisher and a handler', () => {
  it.each(rows)('%s (%s): published by %s; handled by %s', (name) => {
    expect(publishers.get(name)?.size ?? 0).toBeGreaterThan(0);
    expect(handlers.get(name)?.size ?? 0).toBeGreaterThan(0);
  });

  it('no code sends or takes a name the contract does not declare', () => {
    const used = new Set([...publishers.keys(), ...handlers.keys()]);
    expect([...used].filter((name) => !(name in DECLARED))).toEqual([]);
  });
});
