/** A member's public profile as another member (or a visitor) sees it. */
import type { ProfileUser } from '../../shared/types.js';
import { presentPublicUser } from './user.js';

export function presentProfile(
  row: Parameters<typeof presentPublicUser>[0],
  isFollowing: boolean,
): ProfileUser {
  return { ...presentPublicUser(row), isFollowing };
}
