/**
 * Who liked a response, in a dialog opened by the 'Show who liked this' button beside the like count
 * (like-button.tsx loads it the first time it opens; decision 030, decision 032). Closing it puts focus back
 * on that button (the shared dialog does).
 */
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { useLikers } from '../api/get-likers';
import { LikersList, likedByHeader } from './likers-list';

export function LikersDialog({
  open,
  onOpenChange,
  responseId,
  count,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  responseId: number;
  count: number;
}) {
  // The same query as the list's: the server's total wins over the count the button last saw.
  const total = useLikers(responseId, open && count > 0).data?.pages[0]?.total ?? count;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{likedByHeader(total)}</DialogTitle>
        </DialogHeader>
        <LikersList responseId={responseId} count={count} open={open} />
      </DialogContent>
    </Dialog>
  );
}
