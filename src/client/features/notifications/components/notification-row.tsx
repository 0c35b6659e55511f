import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { useNow } from '@/client/lib/render-time';
import { cn } from '@/client/lib/utils';
import type { NotificationItem } from '@/shared/api/notifications';
import { relativeTime } from '@/shared/format';
import { NotificationIcon } from './notification-icon';

/**
 * One notification: unread ones are tinted and dotted. Opening it marks it read and goes to what it is about;
 * the check button marks it read in place.
 */
export function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
  markingRead,
}: {
  notification: NotificationItem;
  onOpen: (notification: NotificationItem) => void;
  onMarkRead: (notification: NotificationItem) => void;
  markingRead: boolean;
}) {
  const now = useNow();
  const { relatedUser, isRead } = notification;
  const body = (
    <>
      <span className="relative mt-0.5 shrink-0">
        {relatedUser ? (
          <Avatar src={relatedUser.profilePicture} name={relatedUser.displayName} className="size-11" />
        ) : (
          <NotificationIcon type={notification.type} className="size-11 [&_svg]:size-5" />
        )}
        {relatedUser ? (
          <NotificationIcon
            type={notification.type}
            className="absolute -right-1 -bottom-1 size-5 ring-2 ring-card"
          />
        ) : null}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-sm', isRead ? 'font-medium' : 'font-semibold')}>
            {notification.title}
          </span>
          <time dateTime={notification.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(notification.createdAt, now)}
          </time>
        </span>
        <span className={cn('text-sm break-words', isRead ? 'text-muted-foreground' : 'text-foreground/90')}>
          {notification.message}
        </span>
      </span>
    </>
  );
  const bodyClass =
    'flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-accent/60 sm:px-4';

  return (
    <li className={cn('relative flex items-center gap-1 rounded-xl pr-2', !isRead && 'bg-secondary/60')}>
      {!isRead ? (
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1 size-1.5 -translate-y-1/2 rounded-full bg-primary"
        />
      ) : null}
      {notification.relatedUrl ? (
        <Link to={notification.relatedUrl} onClick={() => onOpen(notification)} className={bodyClass}>
          {body}
          {isRead ? null : <span className="sr-only">(unread)</span>}
        </Link>
      ) : (
        <button type="button" onClick={() => onOpen(notification)} className={bodyClass}>
          {body}
          {isRead ? null : <span className="sr-only">(unread)</span>}
        </button>
      )}
      {isRead ? null : (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          disabled={markingRead}
          aria-label={`Mark as read: ${notification.title}`}
          title="Mark as read"
          className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-card hover:text-primary disabled:opacity-50"
        >
          <Check className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
