import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LiveStatus } from '@/client/components/ui/live-status';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { COMMENT_MAX } from '@/shared/constants';
import { type CommentInput, commentSchema } from '@/shared/schemas/social';
import { useAddComment } from '../api/add-comment';

type FormValues = z.input<typeof commentSchema>;

/**
 * Writes a comment (docs/product.md section 5), checked by the server's own schema (trimmed, 1 to 1,000
 * characters): Enter without Shift sends, Shift+Enter starts a new line; send is disabled while the trimmed
 * text is empty or the call runs. The text clears once it is posted.
 */
export function CommentForm({ responseId, questionId }: { responseId: number; questionId: number }) {
  const add = useAddComment();
  const form = useForm<FormValues, unknown, CommentInput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const canSend = content.trim() !== '' && !add.isPending;
  const error = form.formState.errors.content?.message;
  const [sent, setSent] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  // After the render that emptied the box and re-enabled it.
  useEffect(() => {
    if (sent > 0) form.setFocus('content');
  }, [sent, form]);

  const send = form.handleSubmit((values) =>
    add.mutate(
      { responseId, questionId, content: values.content },
      {
        // Send is disabled while the call runs, which drops focus: it comes back to the box either way.
        onSuccess: () => {
          form.reset({ content: '' });
          setSent((count) => count + 1);
          // A second post in a row changes the text too (a no-break space), so it is announced again.
          setAnnouncement((said) => (said === 'Comment posted' ? 'Comment posted\u00a0' : 'Comment posted'));
        },
        onError: (failure) => {
          toast({
            title: 'Could not post comment',
            description: isApiError(failure) ? failure.serverMessage : 'Please try again.',
            variant: 'destructive',
          });
          setSent((count) => count + 1);
        },
      },
    ),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition (Japanese, Chinese...) is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) void send();
    }
  };

  const fieldId = `comment-${responseId}`;
  return (
    <form
      onSubmit={(event) => (canSend ? send(event) : event.preventDefault())}
      noValidate
      className="grid gap-1.5"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Write a comment
        </label>
        <textarea
          id={fieldId}
          rows={1}
          maxLength={COMMENT_MAX}
          onKeyDown={onKeyDown}
          placeholder="Write a comment…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="field-sizing-content max-h-40 min-h-10 w-full min-w-0 resize-none rounded-2xl border border-input bg-card px-3.5 py-2 text-sm shadow-xs transition-[border-color,box-shadow]"
          {...form.register('content')}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send comment"
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm shadow-primary/25 transition-colors hover:bg-primary-hover disabled:cursor-default disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none"
        >
          {add.isPending ? (
            <Spinner className="size-4 text-current" label="Sending" />
          ) : (
            <SendHorizontal className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      {error ? (
        <p
          id={`${fieldId}-error`}
          role="alert"
          className="px-3.5 text-[0.8125rem] font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
      <LiveStatus message={announcement} />
    </form>
  );
}
