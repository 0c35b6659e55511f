/**
 * Texts kept in memory with an index of their trigrams, matched as pg_trgm's GIN indexes match them
 * (trigrams.ts): starting with a text (LIKE 'text%'), containing it (LIKE '%text%'), similar to it (`%`) or
 * holding a word like it (`<%`). Each entry is a key (a member name, an answer item) with its search key as the
 * text and a value. Search reads it for member names and answer items (search-index.ts, decision 147).
 */
import {
  SIMILARITY_THRESHOLD,
  similarityOf,
  trigramSet,
  trigramsInOrder,
  WORD_SIMILARITY_THRESHOLD,
  type WordCharacters,
  wordSimilarityOfNumbered,
} from './trigrams.js';

interface Entry<T> {
  key: string;
  text: string;
  /** The text's trigrams in order, by their numbers (`numbers`), for word similarity. */
  trigrams: number[];
  /** How many distinct trigrams the text has. */
  size: number;
  value: T;
}

/** How a text is matched: each true condition adds the entries it finds. */
export interface MatchRules {
  startsWith?: boolean;
  contains?: boolean;
  /** `text % entry` */
  similar?: boolean;
  /** `text <% entry` */
  holdsWordLike?: boolean;
}

export interface Match<T> {
  key: string;
  text: string;
  value: T;
  /** similarity(entry, text) */
  similarity: number;
  /** word_similarity(text, entry), computed when first asked for */
  wordSimilarity(): number;
}

export class TrigramIndex<T> {
  private entries: (Entry<T> | undefined)[] = [];
  private ids = new Map<string, number>();
  /** Each trigram met, numbered. */
  private numbers = new Map<string, number>();
  /** By trigram number, the ids of the entries holding it, ascending. */
  private postings: number[][] = [];
  /** Entry ids in their texts' order, for the texts starting with a prefix. */
  private ordered: number[] = [];
  /** Per entry id, how many of a text's trigrams it holds (zeroed after each match). */
  private counts = new Int32Array(1024);
  /** By trigram number: 1 while it is one of the text's, and word similarity's scratch (-1 between uses). */
  private inText = new Uint8Array(1024);
  private lastPosition = new Int32Array(1024).fill(-1);

  constructor(readonly words: WordCharacters) {}

  /** Adds the entry, or replaces the one with its key. */
  set(key: string, text: string, value: T): void {
    const id = this.ids.get(key);
    const entry = id === undefined ? undefined : this.entries[id];
    if (entry && entry.text === text) {
      entry.value = value;
      return;
    }
    if (entry) this.delete(key);
    this.ordered.splice(this.firstAtOrAfter(text), 0, this.add(key, text, value));
  }

  /** Adds many entries with keys not in the index yet, ordering them once at the end. */
  addAll(rows: Iterable<{ key: string; text: string; value: T }>): void {
    for (const { key, text, value } of rows) this.ordered.push(this.add(key, text, value));
    const texts = this.entries;
    this.ordered.sort((a, b) => {
      const [x, y] = [(texts[a] as Entry<T>).text, (texts[b] as Entry<T>).text];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }

  /** Adds the entry to the trigrams' lists (not to `ordered`) and returns its id. */
  private add(key: string, text: string, value: T): number {
    const added = this.entries.length;
    const trigrams = trigramsInOrder(text, this.words).map((trigram) => this.numberOf(trigram));
    const distinct = new Set(trigrams);
    this.entries.push({ key, text, trigrams, size: distinct.size, value });
    this.ids.set(key, added);
    for (const n of distinct) this.postings[n].push(added);
    if (this.counts.length < this.entries.length) {
      this.counts = new Int32Array(this.entries.length * 2);
    }
    return added;
  }

  /** The trigram's number, given it now if it had none. */
  private numberOf(trigram: string): number {
    let n = this.numbers.get(trigram);
    if (n === undefined) {
      n = this.postings.length;
      this.numbers.set(trigram, n);
      this.postings.push([]);
      if (this.inText.length <= n) {
        this.inText = new Uint8Array(n * 2);
        this.lastPosition = new Int32Array(n * 2).fill(-1);
      }
    }
    return n;
  }

  delete(key: string): void {
    const id = this.ids.get(key);
    if (id === undefined) return;
    const entry = this.entries[id] as Entry<T>;
    let at = this.firstAtOrAfter(entry.text);
    while (this.ordered[at] !== id) at++;
    this.ordered.splice(at, 1);
    this.ids.delete(key);
    this.entries[id] = undefined;
    for (const n of new Set(entry.trigrams)) {
      const list = this.postings[n];
      list.splice(list.indexOf(id), 1);
    }
  }

  /** Where `text` would go in `ordered`: the first entry whose text is not before it. */
  private firstAtOrAfter(text: string): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[this.ordered[middle]] as Entry<T>).text < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * At most `max` entries matching `text` by any of `rules`, in no set order (those starting with it first),
   * with their similarity and word similarity to it. `text` is a search key (lower-cased, without accents);
   * LIKE's wildcards in it are plain characters.
   */
  match(text: string, rules: MatchRules, max: number): Match<T>[] {
    const trigrams = trigramSet(text, this.words);
    // The text's trigrams some entry holds (the others are counted in its size only).
    const held = [...trigrams].flatMap((trigram) => this.numbers.get(trigram) ?? []);
    // How many of the text's trigrams each entry holds: similarity, and word similarity's upper bound.
    const touched: number[] = [];
    for (const n of held) {
      for (const id of this.postings[n]) {
        if (this.counts[id]++ === 0) touched.push(id);
      }
    }
    const alike = (id: number, common: number) =>
      common === 0 ? 0 : this.wordSimilarity(held, trigrams.size, (this.entries[id] as Entry<T>).trigrams);
    const found = new Set<number>();
    const add = (id: number) => {
      if (found.size < max) found.add(id);
      return found.size < max;
    };
    if (rules.startsWith) {
      for (let at = this.firstAtOrAfter(text); at < this.ordered.length; at++) {
        const id = this.ordered[at];
        if (!(this.entries[id] as Entry<T>).text.startsWith(text) || !add(id)) break;
      }
    }
    if (rules.contains && found.size < max) this.addContaining(text, add);
    for (const id of touched) {
      if (found.size >= max) break;
      const common = this.counts[id];
      const entry = this.entries[id] as Entry<T>;
      const like =
        (rules.similar && similarityOf(common, trigrams.size, entry.size) >= SIMILARITY_THRESHOLD) ||
        // A word like it needs at least this share of the text's trigrams (word similarity's upper bound).
        (rules.holdsWordLike &&
          common / trigrams.size >= WORD_SIMILARITY_THRESHOLD - 1e-6 &&
          alike(id, common) >= WORD_SIMILARITY_THRESHOLD);
      if (like) add(id);
    }
    const matches = [...found].map((id): Match<T> => {
      const { key, text: entryText, value, size } = this.entries[id] as Entry<T>;
      const common = this.counts[id];
      let wordSimilarity: number | undefined;
      return {
        key,
        text: entryText,
        value,
        similarity: similarityOf(common, trigrams.size, size),
        wordSimilarity: () => {
          wordSimilarity ??= alike(id, common);
          return wordSimilarity;
        },
      };
    });
    for (const id of touched) this.counts[id] = 0;
    return matches;
  }

  /** word_similarity(text, entry) from the numbers of the text's trigrams it could hold and of the entry's. */
  private wordSimilarity(held: number[], size: number, trigrams: number[]): number {
    for (const n of held) this.inText[n] = 1;
    const found = wordSimilarityOfNumbered(trigrams, size, this.inText, this.lastPosition);
    for (const n of held) this.inText[n] = 0;
    return found;
  }

  /**
   * Entries containing `text`: those holding the rarest trigram inside one of its words (any text containing
   * it holds that trigram), or every entry when it has no three letters in a row, as pg_trgm reads the whole
   * index then.
   */
  private addContaining(text: string, add: (id: number) => boolean) {
    let rarest: number[] | undefined;
    for (const trigram of trigramsInOrder(text, this.words)) {
      if (trigram.startsWith(' ') || trigram.endsWith(' ')) continue;
      const n = this.numbers.get(trigram);
      const list = n === undefined ? [] : this.postings[n];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const ids = rarest ?? this.ordered;
    for (const id of ids) {
      if ((this.entries[id] as Entry<T>).text.includes(text) && !add(id)) return;
    }
  }
}
