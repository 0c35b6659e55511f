import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { useDownloadMyData } from '../api/export-my-data';

/** Loads when first opened (decision 030). */
const DeleteAccountDialog = lazyPart(() => import('./delete-account-dialog'), 'DeleteAccountDialog');

/**
 * The owner's own data, at the bottom of their profile's About tab: download everything the site holds about
 * them as one JSON file, or delete the account.
 */
export function MyDataPanel() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const deletingOpened = useOpenedOnce(deleting);

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Download started', description: 'Your data is saved as a JSON file.' }),
      onError: (error) =>
        toast({
          title: 'Download failed',
          description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="my-data-heading" className="grid gap-3 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="my-data-heading" className="font-semibold">
          Your data
        </h3>
        <p className="text-sm text-muted-foreground">
          Download a copy of everything Top 5 holds about you, or delete your account and all its data.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={startDownload} disabled={download.isPending}>
          {download.isPending ? (
            <Spinner className="size-4 text-current" label="Preparing download" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download my data
        </Button>
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      {deletingOpened ? <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} /> : null}
    </section>
  );
}
