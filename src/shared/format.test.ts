import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  daysLeft,
  formatDaysLeft,
  formatJoined,
  formatMoment,
  formatSearchCount,
  groupDigits,
  relativeTime,
} from './format';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('uses the largest unit that fits, rounded down', () => {
    expect(relativeTime(ago(45 * SEC), now)).toBe('45s ago');
    expect(relativeTime(ago(5 * MIN + 59 * SEC), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * HOUR), now)).toBe('3h ago');
    expect(relativeTime(ago(2 * DAY), now)).toBe('2d ago');
  });

  it('counts months as 30 days and years as 365 days', () => {
    expect(relativeTime(ago(29 * DAY), now)).toBe('29d ago');
    expect(relativeTime(ago(30 * DAY), now)).toBe('1mo ago');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12mo ago');
    expect(relativeTime(ago(365 * DAY), now)).toBe('1y ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2y ago');
  });

  it('reads "just now" under a second and for times in the future', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('just now');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(relativeTime('2026-03-15T11:00:00Z', now)).toBe('1h ago');
  });
});

describe('formatMoment', () => {
  it('reads a moment in full, in UTC, the same wherever it is rendered', () => {
    expect(formatMoment('2026-11-27T19:05:09Z')).toBe('November 27, 2026, 19:05 UTC');
    expect(formatMoment(new Date('2026-01-02T03:04:00Z'))).toBe('January 2, 2026, 03:04 UTC');
    expect(formatMoment('not a date')).toBe('');
  });
});

describe('groupDigits', () => {
  it('groups thousands with commas, as en-US does, whatever the locale', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-20283)).toBe('-20,283');
    for (const n of [7, 12_345, 100_000, 9_876_543_210])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });

  it('shows whole numbers only, and 0 for what is not a number', () => {
    expect(groupDigits(1234.9)).toBe('1,234');
    expect(groupDigits(Number.NaN)).toBe('0');
  });
});

describe('abbreviateNumber', () => {
  it('leaves numbers under 1000 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('uses K from 1000 with one decimal and drops ".0"', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1250)).toBe('1.2K');
    expect(abbreviateNumber(3000)).toBe('3K');
    expect(abbreviateNumber(999_999)).toBe('999.9K');
  });

  it('uses M from 1,000,000', () => {
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(3_000_000)).toBe('3M');
    expect(abbreviateNumber(1_560_000)).toBe('1.5M');
  });
});

describe('formatSearchCount', () => {
  it('shows counts up to 1,000 as they are and a stopped count as 1,000+', () => {
    expect(formatSearchCount(0)).toBe('0');
    expect(formatSearchCount(1000)).toBe('1000');
    expect(formatSearchCount(1001)).toBe('1,000+');
  });
});

describe('daysLeft', () => {
  it('rounds partial days up', () => {
    expect(daysLeft(new Date(now.getTime() + 1 * HOUR), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() + 2 * DAY + 1 * MIN), now)).toBe(3);
    expect(daysLeft(new Date(now.getTime() + 2 * DAY), now)).toBe(2);
  });

  it('is 0 once the end date has passed and null without a readable date', () => {
    expect(daysLeft(ago(DAY), now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
  });

  it('formats as text for cards', () => {
    expect(formatDaysLeft(null, now)).toBe('No end date');
    expect(formatDaysLeft('not a date', now)).toBe('Invalid date');
    expect(formatDaysLeft(ago(MIN), now)).toBe('Ended');
    expect(formatDaysLeft(new Date(now.getTime() + 3 * HOUR), now)).toBe('1 day left');
    expect(formatDaysLeft(new Date(now.getTime() + 10 * DAY), now)).toBe('10 days left');
  });
});

describe('formatJoined', () => {
  it('says the month and year of joining', () => {
    expect(formatJoined('2026-03-10T09:00:00Z')).toBe('Joined March 2026');
    expect(formatJoined(new Date('2024-12-20T00:00:00Z'))).toBe('Joined December 2024');
  });
});
