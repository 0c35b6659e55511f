/** The profile's member menu itself (member-actions.tsx loads it on first use, decision 030). */
import { Ban, Ellipsis, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { type OpenedBy, useFirstItemFocus } from '@/client/components/ui/lazy';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { type BlockAction, useBlockAction } from '../api/block-user';
import type { MemberActionsProps } from './member-actions';

const DONE: Record<BlockAction, (name: string) => { title: string; description?: string }> = {
  block: (name) => ({ title: `You blocked ${name}`, description: 'You can undo this on your profile.' }),
  unblock: (name) => ({ title: `You unblocked ${name}` }),
  mute: (name) => ({ title: `You muted ${name}`, description: 'Their lists no longer show in your feeds.' }),
  unmute: (name) => ({ title: `You unmuted ${name}` }),
};

export function MemberActionsMenu({
  username,
  isBlocked,
  isMuted,
  openedBy,
}: MemberActionsProps & { openedBy: OpenedBy }) {
  const firstItemFocus = useFirstItemFocus(openedBy);
  const change = useBlockAction();
  const [confirming, setConfirming] = useState(false);
  const handle = `@${username}`;

  const run = (action: BlockAction) =>
    change.mutate(
      { action, username },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(DONE[action](handle));
        },
        onError: (error) =>
          toast({
            title: 'Something went wrong',
            description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={`More actions for ${handle}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent onFocus={firstItemFocus}>
          <DropdownMenuItem disabled={change.isPending} onSelect={() => run(isMuted ? 'unmute' : 'mute')}>
            {isMuted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {isMuted ? `Unmute ${handle}` : `Mute ${handle}`}
          </DropdownMenuItem>
          {isBlocked ? (
            <DropdownMenuItem disabled={change.isPending} onSelect={() => run('unblock')}>
              <Ban aria-hidden="true" />
              Unblock {handle}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
              <Ban aria-hidden="true" />
              Block {handle}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={(open) => (change.isPending ? undefined : setConfirming(open))}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Block {handle}?</DialogTitle>
            <DialogDescription>
              They will not be able to follow you or like, comment on or report your lists, and neither of you
              will see the other in feeds, comments or notifications. Follows between you are removed. They
              are not told.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => run('block')} disabled={change.isPending}>
              {change.isPending ? <Spinner className="size-4 text-current" label="Working" /> : null}
              Block
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
