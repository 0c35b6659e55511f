import { Flame, TrendingUp } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

export function HotBadge({ className }: { className?: string }) {
  return (
    <Badge variant="hot" className={cn('shadow-sm', className)}>
      <Flame aria-hidden="true" />
      Hot
    </Badge>
  );
}

export function TrendingBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('bg-gradient-to-r from-brand-from to-brand-to shadow-sm', className)}>
      <TrendingUp aria-hidden="true" />
      Trending
    </Badge>
  );
}
