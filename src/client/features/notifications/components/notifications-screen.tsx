import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/client/components/page-header';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { NotificationItem } from '@/shared/api/notifications';
import { useClearAllNotifications } from '../api/clear-all';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationRow } from './notification-row';

const actionError = (error: unknown) =>
  toast({
    title: 'Error',
    description: isApiError(error) ? error.serverMessage : 'Something went wrong. Please try again.',
    variant: 'destructive',
  });

/** The notifications page (docs/product.md sections 2 and 4): mark read, mark all read, clear all. */
export function NotificationsScreen() {
  usePageTitle('Notifications');
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const clearAll = useClearAllNotifications();
  const [confirmClear, setConfirmClear] = useState(false);

  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  const open = (notification: NotificationItem) => {
    if (!notification.isRead) markRead.mutate(notification.id, { onError: actionError });
  };

  const header = (
    <PageHeader
      title="Notifications"
      description={
        query.isSuccess
          ? unread > 0
            ? `You have ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`
            : notifications.length > 0
              ? "You're all caught up."
              : undefined
          : undefined
      }
      actions={
        notifications.length > 0 ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: actionError })}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirmClear(true)}
              disabled={clearAll.isPending}
            >
              <Trash2 aria-hidden="true" />
              Clear all
            </Button>
          </>
        ) : null
      }
    />
  );

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner className="size-7" label="Loading notifications" />
        Loading notifications...
      </div>
    );
  } else if (query.isError) {
    content = (
      <ErrorState
        title="Error loading notifications. Please try again."
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (notifications.length === 0) {
    content = (
      <EmptyState
        icon={BellOff}
        title="No notifications yet."
        description="When someone likes or comments on your Top 5, or follows you, you'll see it here."
      />
    );
  } else {
    content = (
      <div className="grid gap-4">
        <ul className="grid gap-1 rounded-2xl border bg-card p-2 shadow-card">
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={open}
              onMarkRead={(n) => markRead.mutate(n.id, { onError: actionError })}
              markingRead={markRead.isPending && markRead.variables === notification.id}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      {header}
      {content}
      <Dialog open={confirmClear} onOpenChange={setConfirmClear}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Clear all notifications?</DialogTitle>
            <DialogDescription>This removes every notification. It cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmClear(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={clearAll.isPending}
              onClick={() =>
                clearAll.mutate(undefined, {
                  onSuccess: () => setConfirmClear(false),
                  onError: actionError,
                })
              }
            >
              {clearAll.isPending ? <Spinner className="size-4 text-current" label="Clearing" /> : null}
              Clear all
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
