import { Bell, Heart, type LucideIcon, MessageCircle, TrendingUp, Trophy, UserPlus } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import type { NotificationItem } from '@/shared/api/notifications';

const looks: Record<NotificationItem['type'], { Icon: LucideIcon; className: string }> = {
  like: { Icon: Heart, className: 'bg-rose-500 [&_svg]:fill-current' },
  comment: { Icon: MessageCircle, className: 'bg-sky-500' },
  follow: { Icon: UserPlus, className: 'bg-violet-500' },
  trending: { Icon: TrendingUp, className: 'bg-orange-500' },
  goal_achieved: { Icon: Trophy, className: 'bg-amber-500' },
  other: { Icon: Bell, className: 'bg-slate-500' },
};

/** The small coloured mark of a notification's kind. */
export function NotificationIcon({
  type,
  className,
}: {
  type: NotificationItem['type'];
  className?: string;
}) {
  const { Icon, className: look } = looks[type] ?? looks.other;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full text-white [&_svg]:size-3',
        look,
        className,
      )}
    >
      <Icon />
    </span>
  );
}
