import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { SessionUser } from '@/shared/api/auth';
import { PLACEHOLDER_BIRTH_YEAR, PLACEHOLDER_COUNTRY } from '@/shared/constants';
import { completeProfileSchema } from '@/shared/schemas/auth';
import { useCompleteProfile } from '../api/complete-profile';
import { useSignedInUser } from '../auth-provider';
import { postalCodeIssue, withCrossFieldChecks } from '../form-checks';
import { useReturnPath } from '../use-return-path';
import { AuthCard, AuthFrame } from './auth-frame';
import { LocationFields, locationBody } from './location-fields';

const resolver = withCrossFieldChecks(zodResolver(completeProfileSchema), postalCodeIssue);

/** Members who signed up through a social provider carry a placeholder profile until they complete it. */
export function hasPlaceholderProfile(user: SessionUser): boolean {
  return user.birthYear === PLACEHOLDER_BIRTH_YEAR && user.country === PLACEHOLDER_COUNTRY;
}

/**
 * /complete-profile: only for a placeholder profile, anyone else goes to / (docs/product.md section 2). The
 * router's sign-in guard sends visitors to /auth.
 */
export function CompleteProfileScreen() {
  usePageTitle('Complete your profile');
  const user = useSignedInUser();
  const next = useReturnPath();
  if (!hasPlaceholderProfile(user)) return <Navigate to={next} replace />;
  return <CompleteProfileForm user={user} />;
}

function CompleteProfileForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  // A social sign-in that started from a page carries it on (`?next=`), checked as on /auth.
  const next = useReturnPath();
  const complete = useCompleteProfile();
  const form = useForm({
    resolver,
    defaultValues: { birthMonth: '', birthYear: '', country: '', city: '', postalCode: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await complete.mutateAsync(locationBody(values));
    } catch (error) {
      toast({
        title: 'Failed to complete profile',
        description: isApiError(error) ? error.serverMessage : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Profile completed!', description: 'Welcome to Top 5.' });
    navigate(next, { replace: true });
  });

  return (
    <AuthFrame>
      <div className="mb-6 grid gap-2 text-center sm:text-left">
        <h1 className="text-2xl font-bold sm:text-3xl">Complete your profile</h1>
        <p className="text-muted-foreground">
          Welcome, {user.displayName}! Tell us a little about yourself so your answers count in the results by
          age and place.
        </p>
      </div>
      <AuthCard>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <LocationFields idPrefix="profile" />
            <Button type="submit" size="lg" className="w-full" disabled={complete.isPending}>
              {complete.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
              Complete Profile
            </Button>
          </form>
        </FormProvider>
      </AuthCard>
    </AuthFrame>
  );
}
