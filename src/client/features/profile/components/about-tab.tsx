import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Heart, ListOrdered, Pencil, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { MyDataPanel } from '@/client/features/privacy';
import { isApiError } from '@/client/lib/api';
import type { ProfileUser } from '@/shared/api/users';
import { formatJoined } from '@/shared/format';
import { BIO_MAX, profileSchema } from '@/shared/schemas/profile';
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
      {isOwner ? <MyDataPanel /> : null}
    </section>
  );
}

/** The owner's About form: the shared profile schema checks it here and again on the server. */
function EditAbout({ profile, onDone }: { profile: ProfileUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName: profile.displayName, bio: profile.bio ?? '' },
  });
  const { errors } = form.formState;
  const bio = form.watch('bio') ?? '';

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
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
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="text-lg font-semibold">Edit About</h2>
      <FormField id="about-display-name" label="Display name" error={errors.displayName?.message}>
        <Input {...form.register('displayName')} />
      </FormField>
      <FormField
        id="about-bio"
        label="Bio"
        error={errors.bio?.message}
        hint={`${bio.trim().length}/${BIO_MAX} characters`}
      >
        <Textarea rows={4} {...form.register('bio')} />
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
