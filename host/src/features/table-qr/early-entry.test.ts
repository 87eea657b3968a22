import { scanOf, startTableQrEntry, tableQrLanding } from './early-entry';
import { enterByTableQr } from './table-qr';

jest.mock('./table-qr', () => ({ enterByTableQr: jest.fn() }));

const enter = enterByTableQr as jest.MockedFunction<typeof enterByTableQr>;
const QR = '/owa/snappy/al/G1001/scan/1003/7';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  enter.mockReset();
  window.history.replaceState(null, '', `${QR}?vc=summer`);
});

describe('the QR step started at boot', () => {
  it('redirects once the landing is known, and hands the same landing to the shell page once', async () => {
    enter.mockResolvedValue('/owa/r/maple-harbour/1003/CAFE?vc=summer&tid=7&direct=true');
    const scan = scanOf({ gid: 'G1001', sid: '1003', tid: '7' }, '?vc=summer');
    startTableQrEntry(scan);
    const landing = tableQrLanding(scan);
    expect(enter).toHaveBeenCalledTimes(1);
    // The boot has warmed the answers and announced the scan already.
    expect(enter).toHaveBeenCalledWith(scan, { startedByBoot: true });
    await expect(landing).resolves.toBe('/owa/r/maple-harbour/1003/CAFE?vc=summer&tid=7&direct=true');
    await settle();
    expect(window.location.pathname).toBe('/owa/r/maple-harbour/1003/CAFE');
    expect(new URLSearchParams(window.location.search).get('tid')).toBe('7');
    // Taken once: a later visit of a QR address runs its own step.
    void tableQrLanding(scan);
    expect(enter).toHaveBeenCalledTimes(2);
  });

  it('leaves a missing store to the shell page, and never moves a diner who went elsewhere', async () => {
    const scan = scanOf({ gid: 'G1001', sid: '999999', tid: '7' }, '');
    enter.mockResolvedValueOnce(null);
    startTableQrEntry(scan);
    await settle();
    expect(window.location.pathname).toBe(QR);

    let answer: (path: string) => void = () => {};
    enter.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    startTableQrEntry(scan);
    window.history.replaceState(null, '', '/owa/');
    answer('/owa/r/maple-harbour/1003/CAFE?tid=7');
    await settle();
    expect(window.location.pathname).toBe('/owa/');
  });
});
