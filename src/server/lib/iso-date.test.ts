/**
 * PostgreSQL's text of a time in UTC is written as ISO 8601 exactly as `Date` writes it, for any time from
 * year 100 to 9999 and any number of fraction digits; other text and Date objects go through `Date`. (`Date`
 * reads the years 0 to 99 as 1950 to 2049; these are written as PostgreSQL gave them.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date.js';

const viaDate = (value: string) => new Date(value).toISOString();

/** A time as PostgreSQL writes it: a column ('... 19:27:00.12+00') or in JSON ('...T19:27:00.12+00:00'). */
const postgresText = fc
  .record({
    at: fc.date({
      min: new Date('0100-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    micros: fc.integer({ min: 0, max: 999_999 }),
    json: fc.boolean(),
  })
  .map(({ at, micros, json }) => {
    const [day, time] = at.toISOString().slice(0, 19).split('T');
    // PostgreSQL drops a fraction's trailing zeros, and the fraction itself when it is zero.
    const fraction = micros === 0 ? '' : `.${String(micros).padStart(6, '0').replace(/0+$/, '')}`;
    return json ? `${day}T${time}${fraction}+00:00` : `${day} ${time}${fraction}+00`;
  });

describe('a time written as ISO 8601', () => {
  it('is what Date writes for PostgreSQL text in UTC', () => {
    fc.assert(
      fc.property(postgresText, (text) => {
        expect(isoDate(text)).toBe(viaDate(text));
      }),
      { numRuns: 5_000 },
    );
    expect(isoDate('2026-11-29 19:27:00.123956+00')).toBe('2026-11-29T19:27:00.123Z');
    expect(isoDate('2026-11-29 19:27:00+00')).toBe('2026-11-29T19:27:00.000Z');
    expect(isoDate('0049-03-01 00:00:00+00')).toBe('0049-03-01T00:00:00.000Z');
  });

  it('goes through Date for another offset, another form and a Date', () => {
    expect(isoDate('2026-11-29 19:27:00.5+01')).toBe('2026-11-29T18:27:00.500Z');
    expect(isoDate('2026-11-29T19:27:00.500Z')).toBe('2026-11-29T19:27:00.500Z');
    expect(isoDate(new Date(Date.UTC(2026, 10, 29, 19, 27)))).toBe('2026-11-29T19:27:00.000Z');
  });
});
