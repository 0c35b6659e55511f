/** Crowd results as the API shows them (spec section 3, Result item and Demographic group). */
import type { DemographicGroup, DetailedResultItem, ResultItem } from '../../shared/types.js';
import type { AgeGroupRow, DetailedItemRow } from '../services/results/results.js';

/** votes / lists counted * 100, rounded to one decimal; 0 when nothing is counted. */
export function percentageOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 1000) / 10 : 0;
}

export function presentResultItem(row: { label: string; votes: number }, total: number): ResultItem {
  return { item: row.label, percentage: percentageOf(row.votes, total) };
}

export function presentDetailedItem(row: DetailedItemRow, total: number): DetailedResultItem {
  return {
    item: row.label,
    percentage: percentageOf(row.votes, total),
    votes: row.votes,
    mostCommonRank: row.mostCommonRank,
    points: row.points,
  };
}

/** Percentages within an age group are of that group's lists. */
export function presentDemographicGroup(row: AgeGroupRow): DemographicGroup {
  return {
    ageGroup: row.ageGroup,
    responses: row.responses,
    results: row.items.map((item) => ({
      item: item.label,
      percentage: percentageOf(item.votes, row.responses),
      votes: item.votes,
    })),
  };
}
