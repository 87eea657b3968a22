import { freshRetryUrl, retryUrl } from './retry-url';

describe('retry URL spaces for a remote entry that failed', () => {
  it.each([
    ['https://cdn.example/menu/v3/remoteEntry.js', 4, 'https://cdn.example/menu/v3/_retry4/remoteEntry.js'],
    ['http://localhost:8081/remoteEntry.js', 1, 'http://localhost:8081/_retry1/remoteEntry.js'],
  ])('puts the retry segment beside the entry: %s', (entry, attempt, expected) => {
    expect(retryUrl(entry, attempt)).toBe(expected);
  });

  it('never hands out the same space twice in a page', () => {
    const urls = [1, 2, 3].map(() => freshRetryUrl('http://localhost:8081/remoteEntry.js'));
    expect(new Set(urls).size).toBe(3);
  });
});
