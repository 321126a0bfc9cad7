import { afterEach, describe, expect, it } from 'vitest';
import { formatTime, lastDayBefore } from '@/lib/china-time';

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatTime: China time whatever the machine’s zone', () => {
  for (const tz of ZONES) {
    it(`writes the same text in ${tz}`, () => {
      process.env.TZ = tz;
      const at = '2026-11-23T05:05:09.000Z';
      expect(formatTime(at)).toBe('2026-11-23 13:05:09');
      expect(formatTime(at, 'minute')).toBe('2026-11-23 13:05');
      expect(formatTime(at, 'date')).toBe('2026-11-23');
      expect(formatTime(at, 'clock')).toBe('13:05');
      expect(formatTime(at, 'clockSecond')).toBe('13:05:09');
      expect(formatTime(at, 'monthMinute')).toBe('11-23 13:05');
      // 16:30 UTC on 31 December is already the next year in China.
      expect(formatTime('2026-12-31T16:30:00Z', 'minute')).toBe('2027-01-01 00:30');
      expect(formatTime('2026-11-23T13:05:09+08:00')).toBe('2026-11-23 13:05:09');
      expect(formatTime(Date.parse(at))).toBe('2026-11-23 13:05:09');
      expect(formatTime(new Date(at), 'date')).toBe('2026-11-23');
    });

    it(`keeps a calendar day as stored in ${tz}`, () => {
      process.env.TZ = tz;
      for (const day of ['2027-05-31', '2027-01-01', '2026-12-31', '2028-02-29']) {
        expect(formatTime(day, 'date')).toBe(day);
        expect(formatTime(day)).toBe(day);
      }
      expect(formatTime('2027-05-31', 'monthMinute')).toBe('05-31');
    });
  }

  it('writes nothing, or the given placeholder, for a missing or unreadable time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined, 'minute', '—')).toBe('—');
    expect(formatTime('', 'date', '—')).toBe('—');
    expect(formatTime('not a time', 'second', '—')).toBe('—');
  });

  it('an exclusive end shows the day before it, in China time', () => {
    // 2028-01-01 00:00 in China: the last day is 31 December 2027.
    expect(lastDayBefore('2027-12-31T16:00:00.000Z')).toBe('2027-12-31');
  });
});
