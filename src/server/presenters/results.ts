/** Crowd results as the API shows them (docs/product.md section 3, Result item and Demographic group). */
import type { ResultItem } from '../../shared/api/questions.js';
import type {
  DemographicGroup,
  DemographicResults,
  DetailedResultItem,
  DetailedResults,
  QuestionResults,
} from '../../shared/api/results.js';
import type {
  AgeGroupRow,
  DetailedItemRow,
  ItemsResult,
  RankedItemRow,
} from '../services/results/results.js';

/** votes / lists counted * 100, rounded to one decimal; 0 when nothing is counted. */
export function percentageOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 1000) / 10 : 0;
}

export function presentResultItem(
  row: { label: string; votes: number; points: number },
  total: number,
): ResultItem {
  return { item: row.label, percentage: percentageOf(row.votes, total), points: row.points };
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
      points: item.points,
      votes: item.votes,
    })),
  };
}

/** GET /api/questions/:id/results: the current top 5. */
export function presentQuestionResults(
  questionId: number,
  found: ItemsResult<RankedItemRow>,
): QuestionResults {
  return {
    questionId,
    totalResponses: found.total,
    results: found.items.map((item) => presentResultItem(item, found.total)),
  };
}

/** GET /api/questions/:id/results/detailed: the top 10 with votes, points and most common rank. */
export function presentDetailedResults(
  questionId: number,
  found: ItemsResult<DetailedItemRow>,
): DetailedResults {
  return {
    questionId,
    totalResponses: found.total,
    results: found.items.map((item) => presentDetailedItem(item, found.total)),
  };
}

/** GET /api/questions/:id/results/demographics: every age group, youngest first. */
export function presentDemographicResults(questionId: number, groups: AgeGroupRow[]): DemographicResults {
  return { questionId, groups: groups.map(presentDemographicGroup) };
}
