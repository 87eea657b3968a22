#!/usr/bin/env node
// `pnpm release …` (the root package.json runs this; in a container: `node server/release/cli.mjs …`).
import { baseOf, REMOTES } from '../deployment.mjs';
import { runRelease } from './commands.mjs';
import { ReleaseError } from './directory.mjs';

try {
  console.log(await runRelease(process.argv.slice(2)));
  if (process.argv[2] === 'list') {
    const spaces = REMOTES.map((remote) => `  ${remote.name}: ${baseOf(remote, process.env)}/b/{buildId}/`);
    console.log(`\nbuilds are served at\n${spaces.join('\n')}`);
  }
} catch (error) {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
}
