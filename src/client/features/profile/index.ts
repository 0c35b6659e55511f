/** What other features may use of profile: following and unfollowing a member. */

export { useFollowUser, useUnfollowUser } from './api/follow-user';
