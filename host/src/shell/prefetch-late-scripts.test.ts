import { prefetchLateScripts } from './prefetch-late-scripts';

function pageNaming(files: string): Document {
  const doc = document.implementation.createHTMLDocument('store');
  const base = doc.createElement('base');
  base.href = 'https://order.example/owa/r/maple-downtown/1001/ALLDAY';
  doc.head.append(base);
  const meta = doc.createElement('meta');
  meta.name = 'owa-prefetch';
  meta.content = files;
  doc.head.append(meta);
  return doc;
}

const prefetched = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.as,
  ]);

describe('prefetchLateScripts', () => {
  it('prefetches each script the build named, as a script, once', () => {
    const doc = pageNaming('/owa/649.aaaaaaaaaa.js /owa/769.bbbbbbbbbb.js');
    prefetchLateScripts(doc, false);
    prefetchLateScripts(doc, false);
    expect(prefetched(doc)).toEqual([
      ['/owa/649.aaaaaaaaaa.js', 'script'],
      ['/owa/769.bbbbbbbbbb.js', 'script'],
    ]);
  });

  it('leaves out a script the page has already loaded', () => {
    const doc = pageNaming('/owa/649.aaaaaaaaaa.js /owa/769.bbbbbbbbbb.js');
    const script = doc.createElement('script');
    script.src = '/owa/769.bbbbbbbbbb.js';
    doc.body.append(script);
    prefetchLateScripts(doc, false);
    expect(prefetched(doc)).toEqual([['/owa/649.aaaaaaaaaa.js', 'script']]);
  });

  it('leaves out a script the page has fetched and whose tag is gone (the chunk loader removes it)', () => {
    const doc = pageNaming('/owa/649.aaaaaaaaaa.js /owa/769.bbbbbbbbbb.js');
    prefetchLateScripts(doc, false, ['https://order.example/owa/649.aaaaaaaaaa.js']);
    expect(prefetched(doc)).toEqual([['/owa/769.bbbbbbbbbb.js', 'script']]);
  });

  it('fetches nothing when the diner asked to save data, or when the page names nothing', () => {
    const saving = pageNaming('/owa/649.aaaaaaaaaa.js');
    prefetchLateScripts(saving, true);
    expect(prefetched(saving)).toEqual([]);
    const bare = document.implementation.createHTMLDocument('store');
    prefetchLateScripts(bare, false);
    expect(prefetched(bare)).toEqual([]);
  });
});
