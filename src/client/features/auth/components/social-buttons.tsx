import type { ComponentType } from 'react';
import { FacebookColorIcon, GoogleIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import type { SocialProvider } from '@/shared/api/auth';
import { useSocialProviders } from '../api/get-social-providers';
import { useReturnPath } from '../use-return-path';

const providers: Array<{ id: SocialProvider; name: string; Icon: ComponentType }> = [
  { id: 'google', name: 'Google', Icon: GoogleIcon },
  { id: 'facebook', name: 'Facebook', Icon: FacebookColorIcon },
];

/**
 * Social sign-in: the browser itself goes to the provider's start URL (docs/product.md section 7), with the
 * `next` of /auth so the member comes back to the page they were on (docs/decisions/081). A provider
 * whose keys the site lacks gets a disabled button that says so; until the answer comes (or if it fails) the
 * buttons work, and the server sends the browser back to /auth with the reason when it must.
 */
export function SocialButtons() {
  const { data: configured } = useSocialProviders();
  // The page the sign-in started from goes along; the server checks it again (safeReturnPath).
  const next = useReturnPath();
  const query = next === '/' ? '' : `?${new URLSearchParams({ next })}`;
  const unavailable = providers.filter((p) => configured?.[p.id] === false);
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map(({ id, name, Icon }) => {
          const off = configured?.[id] === false;
          return (
            <Button
              key={id}
              variant="outline"
              aria-label={`Continue with ${name}`}
              aria-describedby={off ? `social-${id}-unavailable` : undefined}
              disabled={off}
              onClick={() => window.location.assign(`/api/auth/${id}${query}`)}
            >
              <Icon />
              {name}
            </Button>
          );
        })}
      </div>
      {unavailable.length > 0 ? (
        <div className="grid gap-1 text-center text-xs text-muted-foreground">
          {unavailable.map(({ id, name }) => (
            <p key={id} id={`social-${id}-unavailable`}>
              {name} sign-in is not configured on this site
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
