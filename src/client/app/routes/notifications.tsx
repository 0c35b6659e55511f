import { ComingSoon } from '@/client/components/coming-soon';

export function NotificationsRoute() {
  return (
    <ComingSoon title="Notifications">
      Your likes, comments and new followers will show up here soon.
    </ComingSoon>
  );
}
