/**
 * Display formatting of docs/product.md section 9, shared by the client and the server (share images, mail).
 *
 * relativeTime: '{n}{unit} ago' with units s, m, h, d, mo (30 days), y (365 days), always the largest unit
 * that fits, rounded down: '45s ago', '5m ago', '3h ago', '2d ago', '4mo ago', '1y ago'. Under one second,
 * or a time in the future (clock skew), reads 'just now'.
 */
import { SEARCH_COUNT_CAP } from './constants.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

export function relativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const elapsed = toTime(now) - toTime(date);
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < SECOND) return 'just now';
  const units: [number, string][] = [
    [YEAR, 'y'],
    [MONTH, 'mo'],
    [DAY, 'd'],
    [HOUR, 'h'],
    [MINUTE, 'm'],
  ];
  for (const [size, unit] of units) {
    if (elapsed >= size) return `${Math.floor(elapsed / size)}${unit} ago`;
  }
  return `${Math.floor(elapsed / SECOND)}s ago`;
}

/**
 * '999', '1.2K', '3K', '1.5M': K from 1,000, M from 1,000,000, one decimal, '.0' dropped. The decimal is
 * truncated, not rounded, so a count is never shown above what it is (999,999 is '999.9K', not '1000K').
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(n));
  const scaled = (value: number, size: number, suffix: string) =>
    `${sign}${String(Math.floor((value / size) * 10) / 10)}${suffix}`;
  if (abs >= 1_000_000) return scaled(abs, 1_000_000, 'M');
  if (abs >= 1_000) return scaled(abs, 1_000, 'K');
  return `${sign}${abs}`;
}

/**
 * A whole number with its thousands grouped by commas, '1,234,567', the same on the server and in every
 * browser whatever its locale (no Intl: its first use costs a phone's main thread a long task).
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const digits = String(Math.abs(Math.trunc(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n <= -1 ? `-${grouped}` : grouped;
}

/**
 * Whole days left until the end date, rounded up (docs/product.md section 9); 0 once it has passed;
 * null when there is no end date or it cannot be read.
 */
export function daysLeft(endDate: DateInput | null | undefined, now: DateInput = Date.now()): number | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  const end = toTime(endDate);
  if (!Number.isFinite(end)) return null;
  return Math.max(0, Math.ceil((end - toTime(now)) / DAY));
}

/** 'No end date', 'Invalid date', 'Ended', '1 day left' or 'N days left'. */
export function formatDaysLeft(endDate: DateInput | null | undefined, now: DateInput = Date.now()): string {
  if (endDate === null || endDate === undefined || endDate === '') return 'No end date';
  const days = daysLeft(endDate, now);
  if (days === null) return 'Invalid date';
  if (days === 0) return 'Ended';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** 'Joined March 2026' (month and year in UTC, so the server and every visitor agree). */
export function formatJoined(date: DateInput): string {
  const d = new Date(toTime(date));
  if (Number.isNaN(d.getTime())) return '';
  return `Joined ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * A moment in full for a tooltip, the same on the server and in every browser: 'November 27, 2026, 19:05 UTC'
 * (no Intl: the server's time zone and locale are not the reader's, and its first use is a long task).
 */
export function formatMoment(date: DateInput): string {
  const d = new Date(toTime(date));
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  return `${day}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/**
 * A search count as the tabs show it: the number, or '1,000+' once the server stopped counting
 * (it answers SEARCH_COUNT_CAP + 1 for "more than SEARCH_COUNT_CAP").
 */
export function formatSearchCount(n: number): string {
  return n > SEARCH_COUNT_CAP ? `${groupDigits(SEARCH_COUNT_CAP)}+` : String(n);
}
