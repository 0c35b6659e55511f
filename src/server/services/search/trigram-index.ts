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
  /** Per entry id, 1 while a match has found it (zeroed after each match). */
  private picked = new Uint8Array(1024);
  /** Per entry id, how many distinct trigrams its text has (read without touching the entry). */
  private sizes = new Int32Array(1024);
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
    this.entries.push({ key, text, trigrams, value });
    this.ids.set(key, added);
    for (const n of distinct) this.postings[n].push(added);
    if (this.counts.length < this.entries.length) {
      this.counts = new Int32Array(this.entries.length * 2);
      this.picked = new Uint8Array(this.entries.length * 2);
      const sizes = new Int32Array(this.entries.length * 2);
      sizes.set(this.sizes);
      this.sizes = sizes;
    }
    this.sizes[added] = distinct.size;
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
   *
   * An entry similar to the text, or holding a word like it, shares at least `fewest` of the text's `size`
   * trigrams (fewestShared), so it holds one of any `size - fewest + 1` of them: the candidates are the
   * entries of the rarest that many trigrams, and the commonest trigrams (a first letter, a common ending)
   * only add to the candidates' counts (the prefix filter of similarity joins).
   */
  match(text: string, rules: MatchRules, max: number): Match<T>[] {
    const trigrams = trigramSet(text, this.words);
    const size = trigrams.size;
    // The text's trigrams some entry holds, rarest first (the others are counted in its size only).
    const held: number[] = [];
    for (const trigram of trigrams) {
      const n = this.numbers.get(trigram);
      if (n !== undefined) held.push(n);
    }
    held.sort((a, b) => this.postings[a].length - this.postings[b].length);
    const wordShare = fewestShared(size, WORD_SIMILARITY_THRESHOLD);
    const fewest = Math.min(
      rules.similar ? fewestShared(size, SIMILARITY_THRESHOLD) : Number.POSITIVE_INFINITY,
      rules.holdsWordLike ? wordShare : Number.POSITIVE_INFINITY,
    );
    // The rarest trigrams are those no entry holds (no entries to read), then the first of `held`.
    const read = Math.max(0, Math.min(held.length, held.length - fewest + 1));
    // How many of the text's trigrams each candidate holds.
    const touched: number[] = [];
    for (let i = 0; i < held.length && read > 0; i++) {
      const list = this.postings[held[i]];
      if (i < read) {
        for (const id of list) if (this.counts[id]++ === 0) touched.push(id);
      } else {
        for (const id of list) if (this.counts[id] !== 0) this.counts[id]++;
      }
    }
    for (const n of held) this.inText[n] = 1;
    const found: number[] = [];
    const add = (id: number): boolean => {
      if (found.length >= max) return false;
      if (this.picked[id] === 0) {
        this.picked[id] = 1;
        found.push(id);
      }
      return found.length < max;
    };
    try {
      if (rules.startsWith) {
        for (let at = this.firstAtOrAfter(text); at < this.ordered.length; at++) {
          const id = this.ordered[at];
          if (!(this.entries[id] as Entry<T>).text.startsWith(text) || !add(id)) break;
        }
      }
      if (rules.contains && found.length < max) this.addContaining(text, add);
      for (const id of touched) {
        if (found.length >= max) break;
        const common = this.counts[id];
        const like =
          (rules.similar && similarityOf(common, size, this.sizes[id]) >= SIMILARITY_THRESHOLD) ||
          (rules.holdsWordLike &&
            common >= wordShare &&
            this.wordSimilarityMarked(size, (this.entries[id] as Entry<T>).trigrams) >=
              WORD_SIMILARITY_THRESHOLD);
        if (like) add(id);
      }
      return found.map((id) => {
        const entry = this.entries[id] as Entry<T>;
        // A candidate's count is whole; an entry found otherwise (starting with or containing the text) is
        // counted here.
        const common = this.counts[id] !== 0 ? this.counts[id] : this.shared(entry.trigrams);
        return new Found(this, entry, held, size, common, similarityOf(common, size, this.sizes[id]));
      });
    } finally {
      for (const n of held) this.inText[n] = 0;
      for (const id of touched) this.counts[id] = 0;
      for (const id of found) this.picked[id] = 0;
    }
  }

  /** How many of the text's trigrams (marked in `inText`) an entry's trigrams hold. */
  private shared(trigrams: number[]): number {
    let common = 0;
    for (const n of trigrams) {
      // 2: counted already (an entry can hold a trigram twice), set back to 1 below.
      if (this.inText[n] === 1) {
        this.inText[n] = 2;
        common++;
      }
    }
    for (const n of trigrams) if (this.inText[n] === 2) this.inText[n] = 1;
    return common;
  }

  /** word_similarity(text, entry) while the text's trigrams are marked in `inText` (during a match). */
  private wordSimilarityMarked(size: number, trigrams: number[]): number {
    return wordSimilarityOfNumbered(trigrams, size, this.inText, this.lastPosition);
  }

  /** word_similarity(text, entry) from the numbers of the text's trigrams an entry holds, `size` in all. */
  wordSimilarity(held: number[], size: number, trigrams: number[]): number {
    for (const n of held) this.inText[n] = 1;
    const found = this.wordSimilarityMarked(size, trigrams);
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

/**
 * The fewest of a text's `size` trigrams an entry shares when its similarity, or its word similarity, to the
 * text reaches `threshold`: both are at most the shared share of the text's trigrams (a float4 figure
 * compared with a float4 threshold, hence the margin).
 */
function fewestShared(size: number, threshold: number): number {
  return Math.max(1, Math.ceil(size * (threshold - 1e-6)));
}

/** An entry a match found; its word similarity is computed when first asked for. */
class Found<T> implements Match<T> {
  readonly key: string;
  readonly text: string;
  readonly value: T;
  private figure: number | undefined;

  constructor(
    private readonly index: TrigramIndex<T>,
    private readonly entry: Entry<T>,
    private readonly held: number[],
    private readonly size: number,
    private readonly common: number,
    readonly similarity: number,
  ) {
    this.key = entry.key;
    this.text = entry.text;
    this.value = entry.value;
  }

  wordSimilarity(): number {
    this.figure ??=
      this.common === 0 ? 0 : this.index.wordSimilarity(this.held, this.size, this.entry.trigrams);
    return this.figure;
  }
}
