/**
 * Result tallies: one response's contribution added to or taken out of a question's results.
 * Called inside the transaction that changes the response, so results always match the stored responses.
 * Every counted list moves the full tallies (result_*); a public one also moves the public-only set
 * (public_result_*), which results are read from while a question has fewer than PRIVATE_RESULTS_MIN_LISTS
 * counted private lists. Age groups are read from the public lists alone (decision 067), so only the public set
 * keeps them (decision 141).
 */
import { Param, type SQL, sql } from 'drizzle-orm';
import { TOP_N } from '../../../shared/constants.js';
import { itemKey } from '../../../shared/item-key.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';

export interface Contribution {
  questionId: number;
  /** The five answers, rank 1 first. */
  answers: string[];
  ageGroup: string | null;
  /** A public list counts in both sets of tallies, a private one in the full set only. */
  isPublic: boolean;
}

/** The table names of one set of tallies. */
export interface TallySet {
  items: SQL;
  ranks: SQL;
  spellings: SQL;
}

const tallySet = (prefix: '' | 'public_'): TallySet => ({
  items: sql.raw(`${prefix}result_items`),
  ranks: sql.raw(`${prefix}result_item_ranks`),
  spellings: sql.raw(`${prefix}result_item_spellings`),
});

/** Every list not hidden. */
export const ALL_TALLIES = tallySet('');
/** Public lists only, with their age groups (only this set has them). */
export const PUBLIC_TALLIES = {
  ...tallySet('public_'),
  ageGroups: sql.raw('public_result_age_groups'),
  ageGroupItems: sql.raw('public_result_age_group_items'),
};

type TableName = keyof typeof PUBLIC_TALLIES;
type SetName = 'all' | 'public';

/** One key's spellings that went up and went down in one set. */
interface SpellingMoves {
  up: Set<string>;
  down: Set<string>;
}

/**
 * The parts moving result_items and public_result_items answer each moved row's key and label, under these
 * names, so the caller can pass them to settle (labelsOf): a key whose label cannot have changed is then
 * not relabelled (decision 126).
 */
const LABEL_PARTS: Record<SetName, { grow: string; shrink: string }> = {
  all: { grow: 'labels_all_up', shrink: 'labels_all_down' },
  public: { grow: 'labels_public_up', shrink: 'labels_public_down' },
};

/** One tally row's change: the columns that name the row (after question_id), then how much each count moves. */
interface Move {
  names: (string | number)[];
  deltas: number[];
  /** result_items only: the label a new row starts with (the spelling that adds it). */
  label?: string;
}

/** A list's change of the tallies, net: what leaves and comes back in one save moves only by the difference. */
export interface TallyMoves {
  questionId: number;
  /**
   * Data-modifying statements, one per table and direction, to run as parts of one statement (together).
   * Those of result_items are named (LABEL_PARTS) and answer each moved key's label.
   */
  parts: (SQL | NamedPart)[];
  /** Keys whose spellings moved: their label (the most common spelling) may change. */
  relabelKeys: string[];
  /** Per set, each key's spellings that went up and that went down (which decide whether its label can change). */
  spellingMoves: Record<SetName, Map<string, SpellingMoves>>;
  /** Keys some count of which went down: rows at zero leave the tables. */
  pruneKeys: string[];
  /** Whether the public-only set moved at all. */
  movesPublic: boolean;
  /** How the question's counted_public and counted_private move (run by moveTallies, or by the caller). */
  counts: { public: number; private: number };
}

/**
 * The moves that take `out` (the list as it counted so far, or null) out of the results and put `into` (the
 * list as it counts now, or null) in, netted per tally row, as a few data-modifying statements with the rows
 * in arrays (unnest): at most two per table (rows that only grow are upserts, the others updates). The
 * keys of each statement are in a fixed order, so concurrent transactions lock tally rows in the same order.
 */
export function tallyMoves(out: Contribution | null, into: Contribution | null): TallyMoves {
  return tallyMovesOf(out ? [out] : [], into ? [into] : []);
}

/** The moves of several lists of one question at once (a burst released, lists admitted): as tallyMoves. */
export function tallyMovesOf(outs: Contribution[], ins: Contribution[]): TallyMoves {
  const questionId = (outs[0] ?? ins[0])?.questionId ?? 0;
  const counts = { public: 0, private: 0 };
  const sets = { all: new NetMoves(), public: new NetMoves() };
  const relabel = new Set<string>();
  const prune = new Set<string>();
  const add = (c: Contribution, sign: 1 | -1) => {
    const targets = c.isPublic ? [sets.all, sets.public] : [sets.all];
    // Age groups: the public set only (decision 141).
    const ageGroup = c.isPublic ? c.ageGroup : null;
    c.answers.slice(0, TOP_N).forEach((answer, i) => {
      const key = itemKey(answer);
      const points = TOP_N - i;
      for (const t of targets) {
        t.move('items', [key], [sign, sign * points], answer);
        t.move('ranks', [key, i + 1], [sign]);
        t.move('spellings', [key, answer], [sign]);
      }
      if (ageGroup) sets.public.move('ageGroupItems', [ageGroup, key], [sign, sign * points]);
    });
    if (ageGroup) sets.public.move('ageGroups', [ageGroup], [sign]);
    if (c.isPublic) counts.public += sign;
    else counts.private += sign;
  };
  for (const c of outs) add(c, -1);
  for (const c of ins) add(c, 1);

  const parts: (SQL | NamedPart)[] = [];
  const spellingMoves: Record<SetName, Map<string, SpellingMoves>> = { all: new Map(), public: new Map() };
  for (const [name, set, net] of [
    ['all', ALL_TALLIES, sets.all],
    ['public', PUBLIC_TALLIES, sets.public],
  ] as const) {
    for (const table of TABLES) {
      const { grows, shrinks } = net.split(table);
      for (const m of shrinks) prune.add(keyOf(table, m));
      if (table === 'spellings') {
        for (const [moved, way] of [
          [grows, 'up'],
          [shrinks, 'down'],
        ] as const) {
          for (const m of moved) {
            const key = keyOf(table, m);
            relabel.add(key);
            let of = spellingMoves[name].get(key);
            if (!of) {
              of = { up: new Set(), down: new Set() };
              spellingMoves[name].set(key, of);
            }
            // A row whose count went down and up nets to one way: down when any of its counts fell.
            of[way].add(String(m.names[1]));
          }
        }
      }
      // The updates name their table x (update below).
      const labelled = (statement: SQL, partName: string, row: string) =>
        table === 'items'
          ? part(partName, sql`${statement} returning ${sql.raw(row)}item_key, ${sql.raw(row)}label`)
          : statement;
      if (grows.length > 0)
        parts.push(labelled(upsert(set, table, questionId, grows), LABEL_PARTS[name].grow, ''));
      if (shrinks.length > 0)
        parts.push(labelled(update(set, table, questionId, shrinks), LABEL_PARTS[name].shrink, 'x.'));
    }
  }
  return {
    questionId,
    parts,
    relabelKeys: [...relabel].sort(),
    spellingMoves,
    pruneKeys: [...prune].sort(),
    movesPublic: !sets.public.isEmpty(),
    counts,
  };
}

/**
 * The question's counted lists moved with its tallies (a part of the moves' statement), with `also` (more
 * `set` assignments of the questions row, which may be updated only once per statement); null when nothing
 * moves.
 */
export function countsPart(moves: TallyMoves, also?: SQL, questionId = moves.questionId): SQL | null {
  const { public: pub, private: priv } = moves.counts;
  const sets = [
    ...(pub !== 0 ? [sql`counted_public = counted_public + ${pub}`] : []),
    ...(priv !== 0 ? [sql`counted_private = counted_private + ${priv}`] : []),
    ...(also ? [also] : []),
  ];
  if (sets.length === 0) return null;
  return sql`update questions set ${sql.join(sets, sql`, `)} where id = ${questionId}`;
}

/**
 * The statement that settles the tallies after their moves: labels follow the most common spelling (ties:
 * the first in byte order, the same on every server), and rows nobody counts any more leave the tables, so
 * they stay as small as the live results. It reads what the moves wrote, so it is a statement of its own;
 * null when nothing needs settling. A key being relabelled still has votes, so no row is both relabelled
 * and deleted.
 */
export function settleTallies(moves: TallyMoves, labels?: MovedLabel[]): SQL | null {
  const q = moves.questionId;
  const prune = textArray(moves.pruneKeys);
  const sets: [SetName, TallySet][] = moves.movesPublic
    ? [
        ['all', ALL_TALLIES],
        ['public', PUBLIC_TALLIES],
      ]
    : [['all', ALL_TALLIES]];
  const parts = sets.flatMap(([name, t]) => {
    const relabelKeys = labels ? keysToRelabel(moves, name, labels) : moves.relabelKeys;
    return [
      ...(relabelKeys.length > 0
        ? [
            sql`update ${t.items} ri set label = s.spelling
            from (
              select distinct on (item_key) item_key, spelling from ${t.spellings}
              where question_id = ${q} and item_key = any(${textArray(relabelKeys)}) and count > 0
              order by item_key, count desc, spelling collate "C"
            ) s
            where ri.question_id = ${q} and ri.item_key = s.item_key and ri.label <> s.spelling`,
          ]
        : []),
      ...(moves.pruneKeys.length > 0
        ? [
            sql`delete from ${t.items} where question_id = ${q} and item_key = any(${prune}) and votes <= 0`,
            sql`delete from ${t.ranks} where question_id = ${q} and item_key = any(${prune}) and count <= 0`,
            sql`delete from ${t.spellings} where question_id = ${q} and item_key = any(${prune}) and count <= 0`,
            ...(name === 'public'
              ? [
                  sql`delete from ${PUBLIC_TALLIES.ageGroupItems}
                  where question_id = ${q} and item_key = any(${prune}) and votes <= 0`,
                ]
              : []),
          ]
        : []),
    ];
  });
  return parts.length > 0 ? together(parts) : null;
}

/** A key's label in one set of tallies, as the moves' statement left it (labelsOf). */
export type MovedLabel = [set: SetName, itemKey: string, label: string];

/**
 * The labels the moves' statement left, as one column of its result (`labels`): add it to the statement's
 * final select and pass what it answers to settle.
 */
export function labelsOf(moves: TallyMoves): SQL {
  const named = new Set(moves.parts.flatMap((p) => (p instanceof NamedPart ? [p.name] : [])));
  const reads = (Object.entries(LABEL_PARTS) as [SetName, typeof LABEL_PARTS.all][]).flatMap(([set, names]) =>
    [names.grow, names.shrink]
      .filter((name) => named.has(name))
      .map((name) => sql`select ${set}::text as set, item_key, label from ${sql.raw(name)}`),
  );
  if (reads.length === 0) return sql`'[]'::json as labels`;
  return sql`(select coalesce(json_agg(json_build_array(l.set, l.item_key, l.label)), '[]'::json)
    from (${sql.join(reads, sql` union all `)}) l) as labels`;
}

/**
 * The keys of one set whose label may have changed (decision 126): the most common spelling can only lose its
 * place when its own count went down, or when another spelling's count went up. A key whose label the
 * statement did not answer (its votes did not move) is relabelled as before.
 */
function keysToRelabel(moves: TallyMoves, set: SetName, labels: MovedLabel[]): string[] {
  const current = new Map(labels.filter(([s]) => s === set).map(([, key, label]) => [key, label]));
  return [...(moves.spellingMoves[set] ?? new Map<string, SpellingMoves>())]
    .filter(([key, { up, down }]) => {
      const label = current.get(key);
      if (label === undefined) return true;
      return down.has(label) || [...up].some((spelling) => spelling !== label);
    })
    .map(([key]) => key)
    .sort();
}

/**
 * Adds (sign 1) or removes (sign -1) one list's votes, points, ranks and spellings: in the full set always, in
 * the public-only set too, with its age group, when the list is public. Two statements: the moves, then
 * the labels and the rows left at zero. Saves to one question are serialized on the question row.
 */
export async function applyContribution(tx: DbOrTx, c: Contribution, sign: 1 | -1): Promise<void> {
  await moveTallies(tx, sign > 0 ? tallyMoves(null, c) : tallyMoves(c, null));
}

/**
 * Runs the moves (one statement, answering the labels they left: labelsOf) and settles them (one more, when
 * needed: only keys whose label may have changed are relabelled).
 */
export async function moveTallies(tx: DbOrTx, moves: TallyMoves): Promise<void> {
  const counts = countsPart(moves);
  const parts = counts ? [...moves.parts, counts] : moves.parts;
  if (parts.length === 0) return settle(tx, moves);
  const [row] = await queryShapeRows<{ labels: MovedLabel[] | string }>(
    tx,
    together(parts, sql`select ${labelsOf(moves)}`),
  );
  await settle(tx, moves, typeof row.labels === 'string' ? JSON.parse(row.labels) : row.labels);
}

/**
 * Settles moves already run (as parts of a bigger statement): the statement of settleTallies, if any. With
 * the labels that statement answered (labelsOf), only keys whose label may have changed are relabelled.
 */
export async function settle(tx: DbOrTx, moves: TallyMoves, labels?: MovedLabel[]): Promise<void> {
  const statement = settleTallies(moves, labels);
  if (statement) await queryShapeRows(tx, statement);
}

/**
 * Several data-modifying statements on different tables (or different rows of one) as one: each runs once,
 * to completion, and the statement answers `result` (by default one row of 1). Parts are named s0, s1...,
 * or by the name given with `part`.
 */
export function together(statements: (SQL | NamedPart)[], result: SQL = sql`select 1`): SQL {
  const named = statements.map((s, i) => (s instanceof NamedPart ? s : new NamedPart(`s${i}`, s)));
  if (named.length === 0) return result;
  return sql`with ${sql.join(
    named.map((p) => sql`${sql.raw(p.name)} as (${p.statement})`),
    sql`, `,
  )} ${result}`;
}

/** A part of `together` that the result (or a later part) refers to by name. */
export class NamedPart {
  constructor(
    readonly name: string,
    readonly statement: SQL,
  ) {}
}

export const part = (name: string, statement: SQL) => new NamedPart(name, statement);

/** A JavaScript array as one parameter (drizzle would otherwise spread it into a list). */
export const textArray = (values: readonly (string | null)[]): SQL => sql`${new Param(values)}::text[]`;
const intArray = (values: readonly number[]): SQL => sql`${new Param(values)}::int[]`;

const TABLES: TableName[] = ['items', 'ranks', 'spellings', 'ageGroups', 'ageGroupItems'];

/** The item key in a table's row names (age-group rows name the group first). */
function keyOf(table: TableName, m: Move): string {
  return String(table === 'ageGroupItems' ? m.names[1] : m.names[0]);
}

/** Moves gathered per table and row, summed, so a row that leaves and comes back moves by the difference. */
class NetMoves {
  private readonly tables = new Map<TableName, Map<string, Move>>();

  move(table: TableName, names: (string | number)[], deltas: number[], label?: string): void {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = new Map();
      this.tables.set(table, rows);
    }
    const id = JSON.stringify(names);
    const row = rows.get(id);
    if (!row) {
      rows.set(id, { names, deltas: [...deltas], label: deltas[0] > 0 ? label : undefined });
      return;
    }
    row.deltas = row.deltas.map((d, i) => d + deltas[i]);
    if (deltas[0] > 0) row.label = label;
  }

  isEmpty(): boolean {
    return this.tables.size === 0;
  }

  /** Rows that only grow (upserts) and rows some count of which goes down (updates), in key order. */
  split(table: TableName): { grows: Move[]; shrinks: Move[] } {
    const rows = [...(this.tables.get(table)?.values() ?? [])]
      .filter((m) => m.deltas.some((d) => d !== 0))
      .sort((a, b) => compare(a.names, b.names));
    return {
      grows: rows.filter((m) => m.deltas.every((d) => d >= 0)),
      shrinks: rows.filter((m) => m.deltas.some((d) => d < 0)),
    };
  }
}

function compare(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] < b[i]) return -1;
    if (a[i] > b[i]) return 1;
  }
  return 0;
}

const column = (moves: Move[], i: number) => moves.map((m) => m.names[i]);
const delta = (moves: Move[], i: number) => moves.map((m) => m.deltas[i]);

/**
 * New rows, or counts that only go up. Check constraints apply to an INSERT's proposed row before ON
 * CONFLICT, so rows where some count goes down are never upserts: they are updates (below).
 */
function upsert(t: TallySet, table: TableName, q: number, rows: Move[]): SQL {
  switch (table) {
    case 'items':
      return sql`insert into ${t.items} (question_id, item_key, label, votes, points)
        select ${q}, * from unnest(${textArray(column(rows, 0) as string[])}, ${textArray(
          rows.map((m) => m.label ?? String(m.names[0])),
        )}, ${intArray(delta(rows, 0))}, ${intArray(delta(rows, 1))})
        on conflict (question_id, item_key) do update
          set votes = ${t.items}.votes + excluded.votes, points = ${t.items}.points + excluded.points`;
    case 'ranks':
      return sql`insert into ${t.ranks} (question_id, item_key, rank, count)
        select ${q}, * from unnest(${textArray(column(rows, 0) as string[])}, ${intArray(
          column(rows, 1) as number[],
        )}::smallint[], ${intArray(delta(rows, 0))})
        on conflict (question_id, item_key, rank) do update set count = ${t.ranks}.count + excluded.count`;
    case 'spellings':
      return sql`insert into ${t.spellings} (question_id, item_key, spelling, count)
        select ${q}, * from unnest(${textArray(column(rows, 0) as string[])}, ${textArray(
          column(rows, 1) as string[],
        )}, ${intArray(delta(rows, 0))})
        on conflict (question_id, item_key, spelling) do update
          set count = ${t.spellings}.count + excluded.count`;
    case 'ageGroups':
      return sql`insert into ${PUBLIC_TALLIES.ageGroups} (question_id, age_group, responses)
        select ${q}, * from unnest(${textArray(column(rows, 0) as string[])}, ${intArray(delta(rows, 0))})
        on conflict (question_id, age_group) do update
          set responses = ${PUBLIC_TALLIES.ageGroups}.responses + excluded.responses`;
    case 'ageGroupItems':
      return sql`insert into ${PUBLIC_TALLIES.ageGroupItems} (question_id, age_group, item_key, votes, points)
        select ${q}, * from unnest(${textArray(column(rows, 0) as string[])}, ${textArray(
          column(rows, 1) as string[],
        )}, ${intArray(delta(rows, 0))}, ${intArray(delta(rows, 1))})
        on conflict (question_id, age_group, item_key) do update
          set votes = ${PUBLIC_TALLIES.ageGroupItems}.votes + excluded.votes,
              points = ${PUBLIC_TALLIES.ageGroupItems}.points + excluded.points`;
  }
}

/** Rows some count of which goes down: they exist, since the list leaving was counted in them. */
function update(t: TallySet, table: TableName, q: number, rows: Move[]): SQL {
  switch (table) {
    case 'items':
      return sql`update ${t.items} x set votes = x.votes + d.votes, points = x.points + d.points
        from unnest(${textArray(column(rows, 0) as string[])}, ${intArray(delta(rows, 0))}, ${intArray(
          delta(rows, 1),
        )}) as d(item_key, votes, points)
        where x.question_id = ${q} and x.item_key = d.item_key`;
    case 'ranks':
      return sql`update ${t.ranks} x set count = x.count + d.count
        from unnest(${textArray(column(rows, 0) as string[])}, ${intArray(
          column(rows, 1) as number[],
        )}, ${intArray(delta(rows, 0))}) as d(item_key, rank, count)
        where x.question_id = ${q} and x.item_key = d.item_key and x.rank = d.rank`;
    case 'spellings':
      return sql`update ${t.spellings} x set count = x.count + d.count
        from unnest(${textArray(column(rows, 0) as string[])}, ${textArray(
          column(rows, 1) as string[],
        )}, ${intArray(delta(rows, 0))}) as d(item_key, spelling, count)
        where x.question_id = ${q} and x.item_key = d.item_key and x.spelling = d.spelling`;
    case 'ageGroups':
      return sql`update ${PUBLIC_TALLIES.ageGroups} x set responses = x.responses + d.responses
        from unnest(${textArray(column(rows, 0) as string[])}, ${intArray(
          delta(rows, 0),
        )}) as d(age_group, responses)
        where x.question_id = ${q} and x.age_group = d.age_group`;
    case 'ageGroupItems':
      return sql`update ${PUBLIC_TALLIES.ageGroupItems} x set votes = x.votes + d.votes, points = x.points + d.points
        from unnest(${textArray(column(rows, 0) as string[])}, ${textArray(
          column(rows, 1) as string[],
        )}, ${intArray(delta(rows, 0))}, ${intArray(delta(rows, 1))}) as d(age_group, item_key, votes, points)
        where x.question_id = ${q} and x.age_group = d.age_group and x.item_key = d.item_key`;
  }
}

/** What decides whether a stored list is in the tallies (decisions 005, 068, 069). */
export interface ListState {
  isHidden: boolean;
  awaitsTrust: boolean;
  heldByBurst: number | null;
}

/** A list counts when it is not hidden, its author is established and no burst holds it. */
export const isCounted = (r: ListState): boolean => !r.isHidden && !r.awaitsTrust && r.heldByBurst === null;

/** A stored response's contribution to its question's tallies. */
export const contributionOf = (r: {
  questionId: number;
  answers: string[];
  ageGroup: string | null;
  isPublic: boolean;
}): Contribution => ({
  questionId: r.questionId,
  answers: r.answers,
  ageGroup: r.ageGroup,
  isPublic: r.isPublic,
});
