/** What other features may use of auth: the signed-in member, and the frame of the pages a link opens. */

export { useSocialProviders } from './api/get-social-providers';
export { useAuth, useSignedInUser } from './auth-provider';
/** The frame and outcome panel of the pages a mailed link opens. */
export { AuthCard, AuthFrame } from './components/auth-frame';
export { StatusPanel } from './components/status-panel';
export { useReturnPath, useSignInPath } from './use-return-path';
