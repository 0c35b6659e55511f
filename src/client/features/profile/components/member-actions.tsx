import { Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/client/components/ui/button';
import { lazyPart, useStandInTrigger } from '@/client/components/ui/lazy';

export interface MemberActionsProps {
  username: string;
  isBlocked: boolean;
  isMuted: boolean;
}

function MoreButton({ username, ...props }: { username: string } & ComponentProps<'button'>) {
  return (
    <Button variant="outline" size="icon" aria-label={`More actions for @${username}`} {...props}>
      <Ellipsis aria-hidden="true" />
    </Button>
  );
}

const MemberActionsMenu = lazyPart(
  () => import('./member-actions-menu'),
  'MemberActionsMenu',
  ({ username }) => <MoreButton username={username} aria-haspopup="menu" aria-expanded />,
);

/**
 * The "..." menu on someone else's profile: Mute or Unmute, Block or Unblock (with a confirm first). The
 * menu loads when first used (decision 030).
 */
export function MemberActions(props: MemberActionsProps) {
  const { openedBy, standIn } = useStandInTrigger(MemberActionsMenu);
  if (openedBy) return <MemberActionsMenu {...props} openedBy={openedBy} />;
  return <MoreButton username={props.username} {...standIn} />;
}
