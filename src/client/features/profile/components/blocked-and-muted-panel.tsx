import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import type { HiddenMember } from '@/shared/api/blocks';
import { type BlockAction, useBlockAction } from '../api/block-user';
import { useMyBlocks } from '../api/get-my-blocks';

function MemberRow({
  member,
  undo,
  label,
  pending,
  onUndo,
}: {
  member: HiddenMember;
  undo: BlockAction;
  label: string;
  pending: boolean;
  onUndo: (action: BlockAction, member: HiddenMember) => void;
}) {
  return (
    <li className="flex items-center gap-3">
      <Avatar src={member.profilePicture} name={member.displayName} />
      <Link
        to={`/users/${encodeURIComponent(member.username)}`}
        className="grid min-w-0 flex-1 text-sm hover:underline"
      >
        <span className="truncate font-medium">{member.displayName}</span>
        <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
      </Link>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={`${label} @${member.username}`}
        onClick={() => onUndo(undo, member)}
      >
        {label}
      </Button>
    </li>
  );
}

function MemberList({
  title,
  empty,
  members,
  ...row
}: {
  title: string;
  empty: string;
  members: HiddenMember[];
  undo: BlockAction;
  label: string;
  pending: boolean;
  onUndo: (action: BlockAction, member: HiddenMember) => void;
}) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className="grid gap-2">
          {members.map((member) => (
            <MemberRow key={member.id} member={member} {...row} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The owner's settings for blocks and mutes, on their profile's About tab: who they blocked and muted, each
 * undone here (decision 070).
 */
export function BlockedAndMutedPanel() {
  const mine = useMyBlocks(true);
  const change = useBlockAction();

  const onUndo = (action: BlockAction, member: HiddenMember) =>
    change.mutate(
      { action, username: member.username },
      {
        onSuccess: () =>
          toast({ title: `You ${action === 'unblock' ? 'unblocked' : 'unmuted'} @${member.username}` }),
        onError: (error) =>
          toast({
            title: 'Something went wrong',
            description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <section aria-labelledby="blocked-muted-heading" className="grid gap-3 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="blocked-muted-heading" className="font-semibold">
          Blocked and muted
        </h3>
        <p className="text-sm text-muted-foreground">
          Blocked members cannot follow you or like, comment on or report your lists, and neither of you sees
          the other in feeds, comments or notifications. Muted members&apos; lists are left out of your feeds.
          Nobody is told. Block or mute someone from the menu on their profile.
        </p>
      </div>
      {mine.isPending ? (
        <Spinner className="size-5" label="Loading blocked and muted members" />
      ) : mine.isError ? (
        <p className="text-sm text-destructive">Could not load your blocked and muted members.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <MemberList
            title="Blocked"
            empty="You have not blocked anyone."
            members={mine.data.blocked}
            undo="unblock"
            label="Unblock"
            pending={change.isPending}
            onUndo={onUndo}
          />
          <MemberList
            title="Muted"
            empty="You have not muted anyone."
            members={mine.data.muted}
            undo="unmute"
            label="Unmute"
            pending={change.isPending}
            onUndo={onUndo}
          />
        </div>
      )}
    </section>
  );
}
