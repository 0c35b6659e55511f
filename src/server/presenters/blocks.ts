import type { HiddenMember, MyBlocks } from '../../shared/api/blocks.js';
import type { HiddenMemberRow } from '../services/blocks/blocks.js';

function presentHiddenMember(row: HiddenMemberRow): HiddenMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
    since: row.since.toISOString(),
  };
}

export function presentMyBlocks(lists: { blocked: HiddenMemberRow[]; muted: HiddenMemberRow[] }): MyBlocks {
  return { blocked: lists.blocked.map(presentHiddenMember), muted: lists.muted.map(presentHiddenMember) };
}
