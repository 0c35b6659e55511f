/**
 * The event bus. Processors run in the publisher's transaction: a notification exists if and only if the
 * like, comment or follow that caused it committed, and a failing processor rolls the action back.
 */
import type { DbOrTx } from '../db/client.js';
import { processNotifications } from './notifications-processor.js';
import type { DomainEvent, EventProcessor } from './types.js';

const processors: EventProcessor[] = [processNotifications];

export async function publish(tx: DbOrTx, event: DomainEvent): Promise<void> {
  for (const process of processors) await process(tx, event);
}
