#!/usr/bin/env node
// `owa-publish <folder> [buildsDir]`: run by each remote's build after owa-precompress.
import path from 'node:path';
import { publishBuild } from './publish.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const buildsDir = path.resolve(process.argv[3] ?? process.env.OWA_BUILDS_DIR ?? 'builds');
const { buildId, published } = await publishBuild({ dist, buildsDir });
console.log(
  `${published ? 'published' : 'already published:'} build ${buildId} in ${buildsDir} (served at /b/${buildId}/)`,
);
