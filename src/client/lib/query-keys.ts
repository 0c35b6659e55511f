/**
 * Every query key of the app, built in one place so that invalidations match what was cached.
 * Each area adds its own group here; keys are arrays from the broadest part to the narrowest.
 */
export const queryKeys = {
  auth: {
    me: ['auth', 'me'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
};
