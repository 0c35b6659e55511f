import { CalendarDays, Check, ListOrdered, Search, Trash2, Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { Switch } from '@/client/components/ui/switch';
import type { AdminUser } from '@/shared/api/admin-users';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { useSetAdminFlag } from '../api/set-admin-flag';
import { formatDate } from './admin-format';
import { AdminList, useAdminPaging } from './admin-list';
import { AdminTable, Cell, HeadCell } from './admin-table';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

// Loaded the first time an admin opens one (decision 030).
const UserResponsesDialog = lazyPart(() => import('./user-responses-dialog'), 'UserResponsesDialog');
const BirthDateDialog = lazyPart(() => import('./birth-date-dialog'), 'BirthDateDialog');

function YesNo({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}: </span>Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}: </span>No
    </span>
  );
}

/**
 * User Management: members with email, verification, admin flag, counts and join date; search by username or
 * email; a member's responses; correcting a birth date; the admin switch and deletion (never for yourself: the
 * server refuses too).
 */
export function UsersTab({ currentUserId }: { currentUserId: number | null }) {
  const searchId = useId();
  const paging = useAdminPaging();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [correcting, setCorrecting] = useState<AdminUser | null>(null);
  const viewingOpened = useOpenedOnce(viewing !== null);
  const correctingOpened = useOpenedOnce(correcting !== null);
  const query = useAdminUsers({ page: paging.page, limit: paging.limit, cursor: paging.cursor, search });
  const setFlag = useSetAdminFlag();
  const remove = useDeleteAdminUser();
  const deletion = useConfirmedDelete<AdminUser>(remove, {
    success: 'User and all associated data deleted successfully',
    failure: 'Failed to delete user',
  });

  const toggleAdmin = (user: AdminUser) =>
    setFlag.mutate(
      { id: user.id, isAdmin: !user.isAdmin },
      {
        onSuccess: () =>
          adminSuccess(
            'User admin status updated',
            `${user.displayName} is ${user.isAdmin ? 'no longer an admin' : 'now an admin'}.`,
          ),
        onError: (error) => adminFailure('Failed to update admin status', error),
      },
    );

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.users}
      loadingLabel="Loading users..."
      errorTitle={(error) => `Error loading users: ${error.message}`}
      empty={
        <EmptyState
          icon={Users}
          title="No users found"
          description={search ? `Nobody's username or email contains "${search}".` : undefined}
        />
      }
      noun="users"
      paging={paging}
    >
      {(users) => (
        <AdminTable label="Users">
          <thead>
            <tr>
              <HeadCell>User</HeadCell>
              <HeadCell>Email</HeadCell>
              <HeadCell>Verified</HeadCell>
              <HeadCell>Admin</HeadCell>
              <HeadCell className="text-right">Answers</HeadCell>
              <HeadCell className="text-right">Followers</HeadCell>
              <HeadCell className="text-right">Following</HeadCell>
              <HeadCell>Joined</HeadCell>
              <HeadCell className="text-right">Actions</HeadCell>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const isMe = user.id === currentUserId;
              return (
                <tr key={user.id} className="border-t align-middle">
                  <Cell>
                    <Link
                      to={`/users/${encodeURIComponent(user.username)}`}
                      className="flex min-w-40 items-center gap-2.5 hover:underline"
                    >
                      <Avatar src={user.profilePicture} name={user.displayName} className="size-8" />
                      <span className="grid">
                        <span className="font-medium">
                          {user.displayName}
                          {isMe ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
                        </span>
                        <span className="text-xs text-muted-foreground">@{user.username}</span>
                      </span>
                    </Link>
                  </Cell>
                  <Cell className="max-w-56 truncate" title={user.email}>
                    {user.email}
                  </Cell>
                  <Cell>
                    <YesNo value={user.isVerified} label="Verified" />
                  </Cell>
                  <Cell>
                    <Switch
                      checked={user.isAdmin}
                      onCheckedChange={() => toggleAdmin(user)}
                      disabled={isMe || (setFlag.isPending && setFlag.variables?.id === user.id)}
                      title={isMe ? 'You cannot remove your own admin access' : undefined}
                      aria-label={`Admin: ${user.username}`}
                    />
                  </Cell>
                  <Cell className="text-right tabular-nums">{user.answersCount}</Cell>
                  <Cell className="text-right tabular-nums">{user.followersCount}</Cell>
                  <Cell className="text-right tabular-nums">{user.followingCount}</Cell>
                  <Cell className="whitespace-nowrap">{formatDate(user.joinedAt)}</Cell>
                  <Cell>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        onClick={() => setViewing(user)}
                        aria-label={`View ${user.username}'s responses`}
                      >
                        <ListOrdered aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        onClick={() => setCorrecting(user)}
                        aria-label={`Correct ${user.username}'s birth date`}
                        title="Correct birth date"
                      >
                        <CalendarDays aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => deletion.ask(user)}
                        disabled={isMe}
                        aria-label={`Delete ${user.username}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      )}
    </AdminList>
  );

  return (
    <section className="grid gap-4" aria-label="User Management">
      <form
        role="search"
        className="flex gap-2 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          paging.restart();
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search users by username or email
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search by username or email"
          value={typed}
          maxLength={100}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value === '' && search !== '') {
              setSearch('');
              paging.restart();
            }
          }}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {body}
      {viewingOpened ? <UserResponsesDialog user={viewing} onClose={() => setViewing(null)} /> : null}
      {correctingOpened ? <BirthDateDialog user={correcting} onClose={() => setCorrecting(null)} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete User"
        description={
          <>
            <p>
              Delete {deletion.target?.displayName} (@{deletion.target?.username}, {deletion.target?.email})?
            </p>
            <p>
              Their account, responses, likes, comments, follows, reports and notifications are deleted, and
              they are signed out everywhere. This cannot be undone.
            </p>
          </>
        }
        confirmLabel="Delete User"
      />
    </section>
  );
}
