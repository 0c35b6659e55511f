import { History } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import type { Response } from '@/shared/api/responses';

const VersionsDialog = lazyPart(() => import('./versions-dialog'), 'VersionsDialog');

/** "Edited · v3" on a list saved more than once: opens its earlier versions. */
export function ResponseVersionsButton({ response }: { response: Response }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (response.version < 2) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void VersionsDialog.preload()}
        aria-label={`Edited, version ${response.version}: show earlier versions`}
        // At least 24 px tall: a touch target of its own beside the name and the time (WCAG 2.5.8).
        className="inline-flex min-h-6 shrink-0 cursor-pointer items-center gap-1 self-center rounded text-xs text-muted-foreground hover:text-foreground hover:underline"
      >
        <History className="size-3" aria-hidden="true" />
        Edited · v{response.version}
      </button>
      {opened ? (
        <VersionsDialog
          open={open}
          onOpenChange={setOpen}
          responseId={response.id}
          currentVersion={response.version}
          authorName={response.user.displayName}
        />
      ) : null}
    </>
  );
}
