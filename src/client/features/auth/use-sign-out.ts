import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { useLogout } from './api/logout';

/**
 * Logout as the user asks for it (docs/product.md sections 4 and 8): toast, then go to /. Already on /, the
 * cached reads are reset instead of reloading the page: the same fresh state, and the toast stays visible.
 */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      toast({
        title: 'Logout Failed',
        description: 'Could not logout. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    if (pathname !== '/') navigate('/');
  }, [mutateAsync, navigate, pathname]);

  return { signOut, isPending: logout.isPending };
}
