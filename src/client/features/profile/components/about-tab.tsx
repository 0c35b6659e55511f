import { CalendarDays, Heart, ListOrdered, Pencil, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { formatJoined } from '@/shared/format';
import { BIO_MAX, profileSchema } from '@/shared/schemas/profile';
import type { ProfileUser } from '@/shared/types';
import { useUpdateProfile } from '../api/update-profile';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm">
      <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** The About tab: bio and facts; the owner may change their display name and bio here. */
export function AboutTab({ profile, isOwner }: { profile: ProfileUser; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="grid gap-6 rounded-2xl border bg-card p-5 shadow-card sm:p-6">
      {editing ? (
        <EditAbout profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">About {profile.displayName}</h2>
            {isOwner ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
          </div>
          <p className={profile.bio ? 'whitespace-pre-line' : 'text-muted-foreground'}>
            {profile.bio || (isOwner ? 'Add a short bio so people know who you are.' : 'No bio yet.')}
          </p>
        </div>
      )}
      <ul className="grid gap-3 border-t pt-5 sm:grid-cols-2">
        <Fact icon={<CalendarDays aria-hidden="true" />}>{formatJoined(profile.joinedAt)}</Fact>
        <Fact icon={<ListOrdered aria-hidden="true" />}>
          {profile.answersCount} Top 5 {profile.answersCount === 1 ? 'list' : 'lists'} shared
        </Fact>
        <Fact icon={<Users aria-hidden="true" />}>
          {profile.followersCount} {profile.followersCount === 1 ? 'follower' : 'followers'}
        </Fact>
        <Fact icon={<Heart aria-hidden="true" />}>Following {profile.followingCount}</Fact>
      </ul>
    </section>
  );
}

function EditAbout({ profile, onDone }: { profile: ProfileUser; onDone: () => void }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [errors, setErrors] = useState<{ displayName?: string; bio?: string }>({});
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ displayName, bio });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Profile updated', description: 'Your About details have been saved.' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Update failed',
          description: isApiError(error) ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <h2 className="text-lg font-semibold">Edit About</h2>
      <FormField id="about-display-name" label="Display name" error={errors.displayName}>
        <Input value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
      </FormField>
      <FormField
        id="about-bio"
        label="Bio"
        error={errors.bio}
        hint={`${bio.trim().length}/${BIO_MAX} characters`}
      >
        <Textarea value={bio} rows={4} onChange={(event) => setBio(event.target.value)} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
