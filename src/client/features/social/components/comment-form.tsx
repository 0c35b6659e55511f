import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import { COMMENT_MAX } from '@/shared/constants';
import { useAddComment } from '../api/add-comment';

/**
 * Writes a comment (spec section 5): Enter without Shift sends, Shift+Enter starts a new line; send is
 * disabled while the trimmed text is empty or the call runs. The text clears once it is posted.
 */
export function CommentForm({ responseId, questionId }: { responseId: number; questionId: number }) {
  const [content, setContent] = useState('');
  const add = useAddComment();
  const trimmed = content.trim();
  const canSend = trimmed !== '' && !add.isPending;

  const send = () => {
    if (!canSend) return;
    add.mutate(
      { responseId, questionId, content: trimmed },
      {
        onSuccess: () => setContent(''),
        onError: (error) =>
          toast({
            title: 'Could not post comment',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition (Japanese, Chinese...) is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const fieldId = `comment-${responseId}`;
  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <label htmlFor={fieldId} className="sr-only">
        Write a comment
      </label>
      <textarea
        id={fieldId}
        rows={1}
        value={content}
        maxLength={COMMENT_MAX}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a comment…"
        className={cn(
          'field-sizing-content max-h-40 min-h-10 w-full min-w-0 resize-none rounded-2xl border border-input bg-card px-3.5 py-2 text-sm shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground/80',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none',
        )}
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send comment"
        className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm shadow-primary/25 transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none"
      >
        {add.isPending ? (
          <Spinner className="size-4 text-current" label="Sending" />
        ) : (
          <SendHorizontal className="size-4" aria-hidden="true" />
        )}
      </button>
    </form>
  );
}
