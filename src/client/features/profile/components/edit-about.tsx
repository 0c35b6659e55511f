import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import type { ProfileUser } from '@/shared/api/users';
import { BIO_MAX, profileSchema } from '@/shared/schemas/profile';
import { useUpdateProfile } from '../api/update-profile';

/** The owner's About form: the shared profile schema checks it here and again on the server. */
export function EditAbout({ profile, onDone }: { profile: ProfileUser; onDone: () => void }) {
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
