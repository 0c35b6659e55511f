/**
 * The member names and answer items a search matches, kept in each process's memory with an index of their
 * trigrams (decision 147): PostgreSQL's trigram matching of them was most of a fresh search's cost. They are
 * the rows of member_names (each lower-cased display name once, with how many members bear it) and of
 * answer_spellings (each spelling of an answer item a public list named), read whole on first use and kept in
 * step by the topics their triggers notify ('member-name:<name>', 'answer-item:<item_key>', migration 0052): a
 * topic heard marks its key, and the next search reads the marked keys again before it matches. While
 * invalidations do not arrive (the listener is down or reconnecting), the copy is read whole again when older
 * than UNHEARD_MS. The names and items found are then looked up in PostgreSQL by equality (match.ts).
 */
import { Param, sql } from 'drizzle-orm';
import type { InvalidationTarget } from '../../cache/invalidation.js';
import { answerItemTopic, memberNameTopic } from '../../cache/topics.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { MEMBER_CANDIDATES_MAX, type SearchTerms } from './match.js';
import { TrigramIndex } from './trigram-index.js';
import type { WordCharacters } from './trigrams.js';

const MEMBER_NAME_TOPIC_PREFIX = memberNameTopic('');
const ANSWER_ITEM_TOPIC_PREFIX = answerItemTopic('');

/** How old the copy may be while no invalidation can arrive. */
const UNHEARD_MS = 5_000;
/** How many answer items a search ranks at most. */
const ITEM_CANDIDATES_MAX = 1000;
/** How many distinct answer items (item keys) a search matches at most. */
export const MATCHED_ITEMS_MAX = 100;

/** A member name a search matched, scored as members are ordered. */
export interface NameFound {
  name: string;
  searchKey: string;
  members: number;
  /** Starts with the text. */
  prefix: boolean;
  /** The greater of the similarity and the word similarity to the text. */
  score: number;
}

interface Kept {
  names: TrigramIndex<number>;
  items: TrigramIndex<string[]>;
}

interface NameRow {
  name: string;
  searchKey: string;
  members: number;
}

interface ItemRow {
  itemKey: string;
  searchKey: string;
  spellings: string[];
}

const readNames = (db: DbOrTx, where = sql`true`) =>
  queryRows<NameRow>(
    db,
    sql`select name, search_key as "searchKey", members from member_names where ${where}`,
  );

const readItems = (db: DbOrTx, where = sql`true`) =>
  queryRows<ItemRow>(
    db,
    sql`select item_key as "itemKey", search_key as "searchKey", array_agg(spelling order by spelling) as spellings
      from answer_spellings where ${where} group by item_key, search_key`,
  );

export class SearchIndex implements InvalidationTarget {
  private kept: Kept | undefined;
  private words: WordCharacters | undefined;
  private readAt = 0;
  private listening = false;
  /** Raised when invalidations start or stop arriving: a copy read before may have missed some. */
  private generation = 0;
  private changedNames = new Set<string>();
  private changedItems = new Set<string>();
  /** Reads of the copy run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: DbOrTx) {}

  get connected(): boolean {
    return this.listening;
  }

  setConnected(connected: boolean): void {
    this.listening = connected;
    this.generation++;
    this.readAt = 0;
  }

  invalidate(topic: string): void {
    if (topic.startsWith(MEMBER_NAME_TOPIC_PREFIX)) {
      this.changedNames.add(topic.slice(MEMBER_NAME_TOPIC_PREFIX.length));
    } else if (topic.startsWith(ANSWER_ITEM_TOPIC_PREFIX)) {
      this.changedItems.add(topic.slice(ANSWER_ITEM_TOPIC_PREFIX.length));
    }
  }

  /** The names matching the text (starting with it, similar to it, or holding a word like it), at most MEMBER_CANDIDATES_MAX. */
  async names(t: SearchTerms): Promise<NameFound[]> {
    const { names } = await this.current();
    return names
      .match(t.lower, { startsWith: true, similar: true, holdsWordLike: true }, MEMBER_CANDIDATES_MAX)
      .map((found) => ({
        name: found.key,
        searchKey: found.text,
        members: found.value,
        prefix: found.text.startsWith(t.lower),
        score: Math.max(found.similarity, found.wordSimilarity()),
      }));
  }

  /**
   * The spellings of the answer items matching the text: of at most ITEM_CANDIDATES_MAX items whose key contains
   * it or holds a word like it (typos), the MATCHED_ITEMS_MAX containing it first, then the most alike.
   */
  async spellings(t: SearchTerms): Promise<string[]> {
    const { items } = await this.current();
    const matched = items.match(t.lower, { contains: true, holdsWordLike: true }, ITEM_CANDIDATES_MAX);
    // Ranked only when there are more than are kept: the spellings go out in their own order.
    const kept =
      matched.length <= MATCHED_ITEMS_MAX
        ? matched
        : matched
            .map((item) => ({ item, contains: item.text.includes(t.lower), alike: item.wordSimilarity() }))
            .sort(
              (a, b) =>
                Number(b.contains) - Number(a.contains) ||
                b.alike - a.alike ||
                (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0),
            )
            .slice(0, MATCHED_ITEMS_MAX)
            .map(({ item }) => item);
    return kept.flatMap((item) => item.value).sort();
  }

  /** The copy, read whole first if it may be behind, and its marked keys read again. */
  private async current(): Promise<Kept> {
    if (!this.fresh()) await this.run(() => (this.fresh() ? Promise.resolve() : this.readAll()));
    if (this.changedNames.size > 0 || this.changedItems.size > 0) await this.run(() => this.readChanged());
    return this.kept as Kept;
  }

  private fresh(): boolean {
    if (!this.kept || this.readAt === 0) return false;
    return this.listening || Date.now() - this.readAt < UNHEARD_MS;
  }

  private run(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async readAll(): Promise<void> {
    const generation = this.generation;
    // What changes from here on is read again after this read.
    this.changedNames.clear();
    this.changedItems.clear();
    this.words ??= await wordCharactersOf(this.db);
    const nameRows = await readNames(this.db);
    const itemRows = await readItems(this.db);
    const names = new TrigramIndex<number>(this.words);
    names.addAll(nameRows.map((r) => ({ key: r.name, text: r.searchKey, value: r.members })));
    const items = new TrigramIndex<string[]>(this.words);
    items.addAll(itemRows.map((r) => ({ key: r.itemKey, text: r.searchKey, value: r.spellings })));
    this.kept = { names, items };
    if (generation === this.generation) this.readAt = Date.now();
  }

  private async readChanged(): Promise<void> {
    const kept = this.kept as Kept;
    const changedNames = [...this.changedNames];
    const changedItems = [...this.changedItems];
    this.changedNames.clear();
    this.changedItems.clear();
    try {
      if (changedNames.length > 0) {
        const rows = await readNames(this.db, sql`name = any(${new Param(changedNames)}::text[])`);
        const found = new Set(rows.map((row) => row.name));
        for (const name of changedNames) if (!found.has(name)) kept.names.delete(name);
        for (const row of rows) kept.names.set(row.name, row.searchKey, row.members);
      }
      if (changedItems.length > 0) {
        const rows = await readItems(this.db, sql`item_key = any(${new Param(changedItems)}::text[])`);
        const found = new Set(rows.map((row) => row.itemKey));
        for (const item of changedItems) if (!found.has(item)) kept.items.delete(item);
        for (const row of rows) kept.items.set(row.itemKey, row.searchKey, row.spellings);
      }
    } catch (error) {
      // Read again by the next search.
      for (const name of changedNames) this.changedNames.add(name);
      for (const item of changedItems) this.changedItems.add(item);
      throw error;
    }
  }
}

/** Which characters pg_trgm takes for letters in this database (its locale): 'ж' is one under a UTF-8 locale. */
export async function wordCharactersOf(db: DbOrTx): Promise<WordCharacters> {
  const [row] = await queryRows<{ n: number | null }>(db, sql`select array_length(show_trgm('ж'), 1) as n`);
  return row.n ? 'unicode' : 'ascii';
}
