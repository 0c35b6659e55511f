import { describe, expect, it } from 'vitest';
import { formatEndDate, questionFilterLabel } from './admin-format';

describe('admin labels', () => {
  it('cuts question filter labels at 50 characters', () => {
    const short = 'Top 5 Movies of the 90s';
    const long = 'Top 5 albums that changed the sound of popular music for an entire generation';
    expect(questionFilterLabel(short)).toBe(short);
    expect(questionFilterLabel('x'.repeat(50))).toBe('x'.repeat(50));
    expect(questionFilterLabel(long)).toBe(`${long.slice(0, 50)}...`);
  });

  it("reads a missing end date as 'No end date' and a bad one as 'Invalid date'", () => {
    expect(formatEndDate(null)).toBe('No end date');
    expect(formatEndDate('not a date')).toBe('Invalid date');
  });
});
