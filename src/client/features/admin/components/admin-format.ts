/** Dates and labels of the admin tables. */
import { QUESTION_FILTER_LABEL_MAX } from '@/shared/constants';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mar 4, 2026'; 'Invalid date' when it cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : dateFormat.format(date);
}

/** 'Mar 4, 2026, 3:07 PM'; 'Invalid date' when it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : dateTimeFormat.format(date);
}

/** A question's end date in a table: 'No end date' for none (docs/product.md section 8). */
export function formatEndDate(iso: string | null): string {
  return iso === null ? 'No end date' : formatDate(iso);
}

/** The question filter's label: cut at 50 characters (docs/product.md section 9), '...' marking the cut. */
export function questionFilterLabel(title: string): string {
  return title.length > QUESTION_FILTER_LABEL_MAX ? `${title.slice(0, QUESTION_FILTER_LABEL_MAX)}...` : title;
}

/** 'YYYY-MM-DD' of a day in the admin's own time zone (what a date input reads and writes). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
