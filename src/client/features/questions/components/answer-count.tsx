import { MessageSquareText } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import { abbreviateNumber } from '@/shared/format';

/** '1 answer', '32 answers', '1.2K answers'. */
export function answerCountLabel(count: number): string {
  return `${abbreviateNumber(count)} ${count === 1 ? 'answer' : 'answers'}`;
}

export function AnswerCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <MessageSquareText className="size-3.5 shrink-0" aria-hidden="true" />
      {answerCountLabel(count)}
    </span>
  );
}
