/** What other features may use of profile: following a member, and the member's own account settings. */

export { useAccountSettings } from './api/account-settings';
export { useFollowUser, useUnfollowUser } from './api/follow-user';
