/**
 * How well a catalog name matches a search: exact, prefix, word prefix, substring or typo, in that order,
 * on folded text (case and accents ignored), so 'beyonce' finds Beyoncé and 'micheal jordan' Michael Jordan.
 */
import { normalise } from './text.js';

export const Tier = { Exact: 0, Prefix: 1, WordPrefix: 2, Substring: 3, Typo: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

const SUBSTRING_MIN = 3;

export interface Match {
  tier: Tier;
  /** Edits needed (typo matches only; 0 otherwise). */
  distance: number;
}

/** A name prepared once for every search. */
export interface IndexedName {
  /** Normalised words joined by single spaces. */
  text: string;
  /** The name without a leading 'the ' ('The Godfather' is also 'godfather'), or null. */
  alias: string | null;
  /** Letters and digits only: 'AC/DC' -> 'acdc'. */
  compact: string;
  words: string[];
}

export type PreparedQuery = IndexedName;

export function indexName(name: string): IndexedName {
  const text = normalise(name);
  const alias = text.startsWith('the ') ? text.slice(4) : null;
  return { text, alias, compact: text.replace(/ /g, ''), words: text === '' ? [] : text.split(' ') };
}

export const prepareQuery = indexName;

/** Typos forgiven in a word: none up to 3 letters, 1 from 4 to 7, 2 from 8. */
export function typoTolerance(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** The best match of `query` in `name`, or null when it does not match. */
export function matchName(name: IndexedName, query: PreparedQuery): Match | null {
  if (query.text === '') return null;
  if (name.text === query.text || name.alias === query.text || name.compact === query.compact) {
    return { tier: Tier.Exact, distance: 0 };
  }
  if (name.text.startsWith(query.text) || name.alias?.startsWith(query.text)) {
    return { tier: Tier.Prefix, distance: 0 };
  }
  if (` ${name.text}`.includes(` ${query.text}`)) return { tier: Tier.WordPrefix, distance: 0 };
  // Shorter fragments are inside too many names to mean anything.
  if (query.compact.length >= SUBSTRING_MIN && name.compact.includes(query.compact)) {
    return { tier: Tier.Substring, distance: 0 };
  }
  const distance = typoDistance(name, query);
  return distance === null ? null : { tier: Tier.Typo, distance };
}

/**
 * Every query word matches a different word of the name, in any order: as a prefix, or within its typo
 * tolerance of the whole word or (for the last word, still being typed) of the word's start. The whole
 * name without spaces may also be within the tolerance ('acdcc'). Returns the edits needed, or null.
 */
function typoDistance(name: IndexedName, query: PreparedQuery): number | null {
  const whole =
    query.compact.length >= 4
      ? boundedDistance(query.compact, name.compact, typoTolerance(query.compact.length))
      : null;
  const used = new Set<number>();
  let total = 0;
  for (let q = 0; q < query.words.length; q++) {
    const word = query.words[q];
    const last = q === query.words.length - 1;
    const tolerance = typoTolerance(word.length);
    let best: { index: number; distance: number } | null = null;
    for (let w = 0; w < name.words.length; w++) {
      if (used.has(w)) continue;
      const candidate = name.words[w];
      let d: number | null = candidate.startsWith(word) ? 0 : boundedDistance(word, candidate, tolerance);
      if (d === null && last && candidate.length > word.length) {
        d = boundedDistance(word, candidate.slice(0, word.length), tolerance);
      }
      if (d !== null && (best === null || d < best.distance)) best = { index: w, distance: d };
      if (best?.distance === 0) break;
    }
    if (best === null) return whole;
    used.add(best.index);
    total += best.distance;
  }
  return whole === null ? total : Math.min(whole, total);
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: adjacent swaps count one) when it is at most
 * `max`, else null.
 */
export function boundedDistance(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  if (max === 0) return null;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length];
  return distance <= max ? distance : null;
}
