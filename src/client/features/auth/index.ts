/** What other features may use of auth: the signed-in member. */

export { useSocialProviders } from './api/get-social-providers';
export { useAuth, useSignedInUser } from './auth-provider';
export { useReturnPath, useSignInPath } from './use-return-path';
