import { Check, ListOrdered, Search, Trash2, Users, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Input } from '@/client/components/ui/input';
import { LoadingState } from '@/client/components/ui/loading-state';
import { Switch } from '@/client/components/ui/switch';
import type { AdminUser } from '@/shared/api/admin-users';
import { ADMIN_DEFAULT_LIMIT } from '@/shared/constants';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { useSetAdminFlag } from '../api/set-admin-flag';
import { formatDate } from './admin-format';
import { AdminPager, type AdminPageSize } from './admin-pager';
import { AdminTable, Cell, HeadCell } from './admin-table';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { UserResponsesDialog } from './user-responses-dialog';

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
 * email; a member's responses; the admin switch and deletion (never for yourself: the server refuses too).
 */
export function UsersTab({ currentUserId }: { currentUserId: number | null }) {
  const searchId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<AdminPageSize>(ADMIN_DEFAULT_LIMIT);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const query = useAdminUsers({ page, limit, search });
  const setFlag = useSetAdminFlag();
  const remove = useDeleteAdminUser();

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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        adminSuccess('User and all associated data deleted successfully');
        setDeleting(null);
      },
      onError: (error) => adminFailure('Failed to delete user', error),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading users..." />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title={`Error loading users: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.users.length === 0) {
    body = (
      <EmptyState
        icon={Users}
        title="No users found"
        description={search ? `Nobody's username or email contains "${search}".` : undefined}
      />
    );
  } else {
    body = (
      <>
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
            {query.data.users.map((user) => {
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
                        className="text-destructive hover:text-destructive"
                        onClick={() => setDeleting(user)}
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
        <AdminPager
          pagination={query.data.pagination}
          noun="users"
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <section className="grid gap-4" aria-label="User Management">
      <form
        role="search"
        className="flex gap-2 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
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
              setPage(1);
            }
          }}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {body}
      <UserResponsesDialog user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete User"
        description={
          <>
            <p>
              Delete {deleting?.displayName} (@{deleting?.username}, {deleting?.email})?
            </p>
            <p>
              Their account, responses, likes, comments, follows, reports and notifications are deleted, and
              they are signed out everywhere. This cannot be undone.
            </p>
          </>
        }
        confirmLabel="Delete User"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
