// Which package each byte of a bundle comes from, read from its source map, so the gzip size of a
// request can be split between the app's own code and the shared packages it carries.
import { SourceMapConsumer } from 'source-map-js';

/** `webpack://owa_host/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js` → react-dom */
export function packageOf(source) {
  const parts = source.split('node_modules/');
  if (parts.length > 1) {
    const tail = parts[parts.length - 1];
    const segments = tail.split('/');
    return segments[0].startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0];
  }
  if (/(^|\/)shared\/src\/design-kit\//.test(source)) return '@owa/shared/design-kit';
  if (/(^|\/)shared\/src\/domain\//.test(source)) return '@owa/shared/domain';
  if (/(^|\/)shared\/src\//.test(source)) return '@owa/shared';
  return '(app code)';
}

/** Bytes of generated code per package. */
export function bytesByPackage(code, rawMap) {
  const consumer = new SourceMapConsumer(typeof rawMap === 'string' ? JSON.parse(rawMap) : rawMap);
  const lines = code.split('\n');
  const totals = new Map();
  let previous = null;
  const flush = (until) => {
    if (!previous) return;
    const line = lines[previous.line - 1] ?? '';
    const end = until && until.line === previous.line ? until.column : line.length;
    const bytes = Math.max(0, end - previous.column);
    totals.set(previous.owner, (totals.get(previous.owner) ?? 0) + bytes);
  };
  consumer.eachMapping((mapping) => {
    const next = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      owner: mapping.source ? packageOf(mapping.source) : '(runtime)',
    };
    flush(next);
    previous = next;
  });
  flush(null);
  return totals;
}
