import { someStallMicros, startCpuPressure } from './cpu-pressure.mjs';

const psi = (some: number) =>
  `some avg10=17.44 avg60=17.73 avg300=40.24 total=${some}\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n`;

describe('CPU pressure over a run', () => {
  it('reads the "some" line’s total, not the "full" one', () => {
    expect(someStallMicros(psi(15793222912))).toBe(15793222912);
    expect(someStallMicros('full avg10=0.00 avg60=0.00 avg300=0.00 total=5\n')).toBeUndefined();
  });

  it('gives the share of the wall time in which a task waited for a core', () => {
    const stalls = [1_000_000, 1_300_000];
    const clock = [10_000, 11_000];
    const finish = startCpuPressure(
      () => psi(stalls.shift() ?? 0),
      () => clock.shift() ?? 0,
    );
    expect(finish()).toBeCloseTo(0.3);
  });

  it('gives nothing where the kernel reports no pressure', () => {
    const finish = startCpuPressure(() => {
      throw new Error('ENOENT');
    });
    expect(finish()).toBeUndefined();
  });
});
