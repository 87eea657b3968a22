// `node scripts/bench/top-files.mjs <bundle.js> [filter]`: the source files that weigh most in a built
// bundle (gzip KB shared out in proportion to minified bytes, read from its source map), to find
// what a package's share in `pnpm bench` is made of. Optional filter: a substring of the path.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const [file, filter = ''] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const gzipBytes = gzipSync(code, { level: 9 }).length;
const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const totals = new Map();
let previous = null;
let all = 0;
const flush = (until) => {
  if (!previous) return;
  const line = lines[previous.line - 1] ?? '';
  const end = until && until.line === previous.line ? until.column : line.length;
  const bytes = Math.max(0, end - previous.column);
  all += bytes;
  totals.set(previous.owner, (totals.get(previous.owner) ?? 0) + bytes);
};
consumer.eachMapping((mapping) => {
  const next = {
    line: mapping.generatedLine,
    column: mapping.generatedColumn,
    owner: mapping.source ?? '(runtime)',
  };
  flush(next);
  previous = next;
});
flush(null);
for (const [source, bytes] of [...totals]
  .filter(([source]) => source.includes(filter))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env.TOP ?? 60))) {
  const name = source.replace(/.*node_modules\//, '').slice(0, 100);
  console.log(`${(((bytes / all) * gzipBytes) / 1024).toFixed(2).padStart(6)} KB  ${name}`);
}
