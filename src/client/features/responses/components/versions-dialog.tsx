/**
 * A list's earlier versions (every save is kept), newest first, in a dialog opened from the card's
 * "Edited" button. Its author sees every one; others only those saved as public.
 */

import { Lock } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { useNow } from '@/client/lib/render-time';
import { relativeTime } from '@/shared/format';
import { useResponseVersions } from '../api/get-response-versions';
import { RankedAnswers } from './ranked-answers';

export function VersionsDialog({
  open,
  onOpenChange,
  responseId,
  currentVersion,
  authorName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  responseId: number;
  currentVersion: number;
  authorName: string;
}) {
  const now = useNow();
  const query = useResponseVersions(responseId, open);
  const versions = query.data?.versions ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Earlier versions</DialogTitle>
          <DialogDescription>
            {authorName}'s list is at version {currentVersion}. Each save is kept.
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label="Loading versions" />
            Loading...
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the earlier versions.{' '}
            <button
              type="button"
              className="cursor-pointer font-medium underline"
              onClick={() => void query.refetch()}
            >
              Try again
            </button>
          </p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No earlier versions to show.</p>
        ) : (
          <ol className="grid gap-4" aria-label="Earlier versions">
            {versions.map((version) => (
              <li key={version.version} className="grid gap-2">
                <h3 className="flex items-center gap-2 text-sm font-semibold">
                  Version {version.version}
                  <time dateTime={version.createdAt} className="text-xs font-normal text-muted-foreground">
                    {relativeTime(version.createdAt, now)}
                  </time>
                  {version.isPublic ? null : (
                    <Badge variant="secondary">
                      <Lock aria-hidden="true" />
                      Private
                    </Badge>
                  )}
                </h3>
                <RankedAnswers answers={version.answers} images={version.answerImages} />
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
