/** Domain events: things that happened, published by services inside the transaction that made them happen. */
import type { DbOrTx } from '../db/client.js';

export type DomainEvent =
  // A like's notification is a part of the like's own statement (services/likes/toggle-like.ts).
  | { type: 'response.commented'; responseId: number; commentId: number; actorId: number }
  | { type: 'user.followed'; followerId: number; followeeId: number }
  | { type: 'question.trending'; questionId: number }
  | { type: 'goal.achieved'; goalId: number }
  /** An admin settled these reports (all on one response) with one decision. */
  | { type: 'report.reviewed'; responseId: number; status: 'approved' | 'rejected'; reportIds: number[] };

export type DomainEventType = DomainEvent['type'];

/** Reacts to an event with the publisher's transaction, so its writes commit or roll back with the action. */
export type EventProcessor = (tx: DbOrTx, event: DomainEvent) => Promise<void>;
