import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, Eye, Pencil, RotateCcw, Save } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PageHeader } from '@/client/components/page-header';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { lazyPart } from '@/client/components/ui/lazy';
import { LoadingState } from '@/client/components/ui/loading-state';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { usePageTitle } from '@/client/lib/use-page-title';
import { cn } from '@/client/lib/utils';
import type { AdminPrivacyPolicy } from '@/shared/api/privacy';
import { PRIVACY_POLICY_MIN } from '@/shared/constants';
import { groupDigits } from '@/shared/format';
import {
  CONTENT_TOO_SHORT,
  PRIVACY_POLICY_MAX,
  type PrivacyPolicyInput,
  privacyPolicySchema,
} from '@/shared/schemas/privacy-policy';
import { useAdminPrivacyPolicy } from '../api/get-admin-privacy-policy';
import { useUpdatePrivacyPolicy } from '../api/update-privacy-policy';

/** The preview's Markdown renderer (markdown-it) loads when Preview is first shown (decision 030). */
const MarkdownContent = lazyPart(
  () => import('./markdown-content'),
  'MarkdownContent',
  () => <Spinner className="size-5" label="Loading preview" />,
);

const savedAt = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** /admin/privacy-policy (docs/product.md sections 2, 4, 5 and 8): load the saved text, then edit it. */
export function PrivacyPolicyEditorScreen() {
  usePageTitle('Privacy Policy Editor');
  const query = useAdminPrivacyPolicy();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Button asChild variant="link" className="w-fit">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
      </Button>
      <PageHeader
        title="Privacy Policy Editor"
        description="Written in Markdown; members read it at /privacy."
        actions={
          <Button asChild variant="outline">
            <Link to="/privacy">
              <ExternalLink aria-hidden="true" />
              View public page
            </Link>
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState label="Loading privacy policy..." />
      ) : query.isError ? (
        <ErrorState
          title="Unable to Load Privacy Policy"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PrivacyPolicyEditor saved={query.data} />
      )}
    </div>
  );
}

/**
 * Edit/Preview with a character counter; Save stays disabled while the trimmed text is under 100 characters
 * ('Content Too Short'); Reset brings back the last saved text.
 */
export function PrivacyPolicyEditor({ saved }: { saved: AdminPrivacyPolicy }) {
  const editorId = useId();
  const update = useUpdatePrivacyPolicy();
  const form = useForm<PrivacyPolicyInput>({
    resolver: zodResolver(privacyPolicySchema),
    defaultValues: { content: saved.content },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const length = content.trim().length;
  const tooShort = length < PRIVACY_POLICY_MIN;
  const changed = content !== saved.content;

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: (next) => {
          form.reset({ content: next.content });
          toast({ title: 'Privacy Policy Updated', description: 'Members now read the new version.' });
        },
        onError: () =>
          toast({
            title: 'Update Failed',
            description: 'Failed to update privacy policy',
            variant: 'destructive',
          }),
      }),
    () =>
      toast({
        title: CONTENT_TOO_SHORT,
        description: `The privacy policy must be at least ${PRIVACY_POLICY_MIN} characters.`,
        variant: 'destructive',
      }),
  );

  const reset = () => {
    form.reset({ content: saved.content });
    toast({ title: 'Content Reset', description: 'The last saved version has been restored.' });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-card sm:p-6"
    >
      <Tabs defaultValue="edit">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="edit">
              <Pencil aria-hidden="true" />
              Edit
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden="true" />
              Preview
            </TabsTrigger>
          </TabsList>
          <p
            id={`${editorId}-count`}
            aria-live="polite"
            className={cn('text-sm tabular-nums', tooShort ? 'text-destructive' : 'text-muted-foreground')}
          >
            {groupDigits(length)} characters
            {tooShort ? ` (minimum ${PRIVACY_POLICY_MIN})` : ''}
          </p>
        </div>
        <TabsContent value="edit" className="grid gap-2">
          <label htmlFor={editorId} className="sr-only">
            Privacy policy (Markdown)
          </label>
          <Textarea
            id={editorId}
            rows={22}
            maxLength={PRIVACY_POLICY_MAX}
            className="font-mono text-[0.8125rem] leading-relaxed"
            placeholder={'# Privacy Policy\n\nWhat we collect, why, and the choices members have...'}
            aria-describedby={`${editorId}-count ${editorId}-hint`}
            aria-invalid={tooShort && form.formState.isSubmitted ? true : undefined}
            {...form.register('content')}
          />
          <p id={`${editorId}-hint`} className="text-[0.8125rem] text-muted-foreground">
            {tooShort
              ? `${CONTENT_TOO_SHORT}: at least ${PRIVACY_POLICY_MIN} characters are needed to save.`
              : 'Markdown: # headings, **bold**, lists, [links](https://example.com). HTML is shown as text.'}
          </p>
        </TabsContent>
        <TabsContent value="preview">
          <div className="min-h-64 rounded-xl border bg-background p-5">
            {content.trim() ? (
              <MarkdownContent source={content} />
            ) : (
              <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
            )}
          </div>
        </TabsContent>
      </Tabs>
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {saved.updatedAt
            ? `Last saved ${savedAt.format(new Date(saved.updatedAt))}${saved.updatedBy ? ` by @${saved.updatedBy}` : ''}`
            : 'Not published yet'}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={reset} disabled={!changed || update.isPending}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button type="submit" disabled={tooShort || update.isPending}>
            {update.isPending ? (
              <Spinner className="size-4 text-current" label="Saving" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save Changes
          </Button>
        </div>
      </div>
    </form>
  );
}
