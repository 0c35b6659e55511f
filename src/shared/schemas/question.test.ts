import { describe, expect, it } from 'vitest';
import {
  endDateProblem,
  isImageUrl,
  parseEndDate,
  questionCreateSchema,
  questionCreateSchemaFor,
} from './question.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const member = { isAdmin: false };
const admin = { isAdmin: true };

describe('endDateProblem', () => {
  it('allows no end date', () => {
    expect(endDateProblem(null, member, now)).toBeNull();
  });

  it('refuses a past date with the rule of the actor', () => {
    const past = new Date(now.getTime() - 1000);
    expect(endDateProblem(past, member, now)).toBe(
      'End date must be in the future and no more than 90 days from today',
    );
    expect(endDateProblem(past, admin, now)).toBe('End date must be in the future');
  });

  it('caps members at the end of the 90th day from today, admins not at all', () => {
    expect(endDateProblem(new Date(now.getTime() + 90 * DAY), member, now)).toBeNull();
    expect(endDateProblem(new Date(now.getTime() + 92 * DAY), member, now)).not.toBeNull();
    expect(endDateProblem(new Date(now.getTime() + 3650 * DAY), admin, now)).toBeNull();
  });
});

describe('parseEndDate', () => {
  it('reads a plain date as the end of that day, blank as none, and rejects nonsense', () => {
    const d = parseEndDate('2026-04-01') as Date;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2026, 3, 1, 23, 59,
    ]);
    expect(parseEndDate('')).toBeNull();
    expect(parseEndDate(null)).toBeNull();
    expect(parseEndDate('2026-02-31')).toBe('invalid');
    expect(parseEndDate('soon')).toBe('invalid');
  });
});

describe('questionCreateSchemaFor', () => {
  const base = { title: 'Top 5 rivers', description: 'Longest, widest or most beautiful.' };
  it('applies the member rule in the form', () => {
    const late = new Date(now.getTime() + 120 * DAY).toISOString();
    const result = questionCreateSchemaFor(member, () => now).safeParse({ ...base, endDate: late });
    expect(result.error?.issues[0].message).toBe(
      'End date must be in the future and no more than 90 days from today',
    );
    expect(questionCreateSchemaFor(admin, () => now).safeParse({ ...base, endDate: late }).success).toBe(
      true,
    );
  });

  it('normalises blanks to null', () => {
    expect(questionCreateSchema.parse({ ...base, imageUrl: ' ', endDate: '' })).toMatchObject({
      imageUrl: null,
      endDate: null,
    });
  });
});

describe('isImageUrl', () => {
  it('accepts http(s) URLs and our upload paths only', () => {
    expect(isImageUrl('https://example.com/a.png')).toBe(true);
    expect(isImageUrl('/uploads/questions/0a1b.webp')).toBe(true);
    expect(isImageUrl('/uploads/../secret.png')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isImageUrl('ftp://example.com/a.png')).toBe(false);
  });
});
