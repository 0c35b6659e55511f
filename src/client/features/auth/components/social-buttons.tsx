import { FacebookColorIcon, GoogleIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';

/** Social sign-in: the browser itself goes to the provider's start URL (docs/product.md section 7). */
export function SocialButtons() {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          aria-label="Continue with Google"
          onClick={() => window.location.assign('/api/auth/google')}
        >
          <GoogleIcon />
          Google
        </Button>
        <Button
          variant="outline"
          aria-label="Continue with Facebook"
          onClick={() => window.location.assign('/api/auth/facebook')}
        >
          <FacebookColorIcon />
          Facebook
        </Button>
      </div>
    </div>
  );
}
