/** What a member may do to another member's profile: the shared rules, which the browser uses too. */
export { canCompareWith, canEditProfile, canFollow } from '../../shared/policies/user.js';
