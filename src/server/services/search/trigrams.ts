/**
 * pg_trgm's trigrams, similarity and word similarity, computed as PostgreSQL computes them (contrib/pg_trgm,
 * trgm_op.c), so the app can match member names and answer items in its own memory (search-index.ts,
 * decision 147) and find what `%` and `<%` would find, with the same scores. Texts are search keys: already
 * lower-cased and without accents (top5_search_key in the database, searchTerms() here).
 *
 * Words are runs of letters and digits; each is padded with two spaces before and one after, and its trigrams
 * are every three characters in a row. Which characters are letters depends on the database's locale: under a
 * UTF-8 locale every script's letters are (Unicode letters and decimal digits here), under the C locale only
 * ASCII ones (PGlite). PostgreSQL stores a trigram of non-ASCII characters as a 3-byte hash of them; here a
 * trigram is its three characters, so two such trigrams whose hashes collide there are two trigrams here.
 */

/** pg_trgm.similarity_threshold's default (a float4 0.3 compared as a double), for `%`. */
export const SIMILARITY_THRESHOLD = Math.fround(0.3);
/** pg_trgm.word_similarity_threshold's default, for `<%`. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** Which characters make words: every script's letters (a UTF-8 locale) or ASCII ones only (the C locale). */
export type WordCharacters = 'unicode' | 'ascii';

const UNICODE_WORD_CHARACTER = /^[\p{L}\p{Nd}]$/u;

/** Whether the character at code point `code` (`character`) is part of a word. */
function isWordCharacter(code: number, character: string, words: WordCharacters): boolean {
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  }
  return words === 'unicode' && UNICODE_WORD_CHARACTER.test(character);
}

/** Every trigram of `text`, word by word in order, repeats kept (generate_trgm_only). */
export function trigramsInOrder(text: string, words: WordCharacters): string[] {
  const found: string[] = [];
  // The last two characters of the padded word so far.
  let first = ' ';
  let second = ' ';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number;
    const character = code > 0xffff ? text.slice(i, ++i + 1) : text[i];
    if (isWordCharacter(code, character, words)) {
      found.push(first + second + character);
      first = second;
      second = character;
      inWord = true;
    } else if (inWord) {
      found.push(`${first + second} `);
      first = ' ';
      second = ' ';
      inWord = false;
    }
  }
  if (inWord) found.push(`${first + second} `);
  return found;
}

/** The distinct trigrams of `text` (generate_trgm). */
export function trigramSet(text: string, words: WordCharacters): Set<string> {
  return new Set(trigramsInOrder(text, words));
}

/** PostgreSQL's CALCSML: a float4 division. */
function calcSimilarity(common: number, length1: number, length2: number): number {
  return Math.fround(common / (length1 + length2 - common));
}

/** similarity(a, b) from the two texts' distinct trigrams and how many they share. */
export function similarityOf(common: number, size1: number, size2: number): number {
  return size1 === 0 || size2 === 0 ? 0 : calcSimilarity(common, size1, size2);
}

/**
 * word_similarity(a, b): the greatest similarity of `a`'s trigrams to a run of `b`'s trigrams in order
 * (calc_word_similarity and iterate_word_similarity, not strict; the `<%` operator is this at least
 * WORD_SIMILARITY_THRESHOLD). From `b`'s trigrams numbered in order (`numbered`; equal trigrams, equal
 * numbers), where `found[n]` is 1 when trigram n is one of `a`'s (`ulen1` distinct ones). `lastPosition` has -1
 * for every number `b` uses, and is left so.
 */
export function wordSimilarityOfNumbered(
  numbered: ArrayLike<number>,
  ulen1: number,
  found: ArrayLike<number>,
  lastPosition: Int32Array,
): number {
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < numbered.length; i++) {
    const index = numbered[i];
    if (lower >= 0 || found[index]) {
      if (lastPosition[index] < 0) {
        ulen2++;
        if (found[index]) count++;
      }
      lastPosition[index] = i;
    }
    if (!found[index]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSimilarity(count, ulen1, ulen2);
    // Try moving the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tried = calcSimilarity(tmpCount, ulen1, tmpUlen2);
      if (tried > current) {
        current = tried;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpIndex = numbered[tmpLower];
      if (lastPosition[tmpIndex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpIndex]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpIndex = numbered[tmpLower];
      if (lastPosition[tmpIndex] === tmpLower) lastPosition[tmpIndex] = -1;
    }
  }
  for (let i = 0; i < numbered.length; i++) lastPosition[numbered[i]] = -1;
  return best;
}
