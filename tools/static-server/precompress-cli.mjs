#!/usr/bin/env node
// `owa-precompress <folder>`: run by each app's build after rspack.
import path from 'node:path';
import { precompressFolder } from './precompress.mjs';

const folder = path.resolve(process.argv[2] ?? 'dist');
const count = await precompressFolder(folder);
console.log(`precompressed ${count} files in ${folder}`);
