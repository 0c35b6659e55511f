import { NotificationsScreen } from '@/client/features/notifications/components/notifications-screen';

/** /notifications (signed in only; the router's guard sends visitors to /auth). */
export function NotificationsRoute() {
  return <NotificationsScreen />;
}
