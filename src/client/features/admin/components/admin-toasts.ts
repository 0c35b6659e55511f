/** The admin area's toasts (docs/product.md section 8): a success title, or 'Failed to ...' with the reason. */
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';

export function adminSuccess(title: string, description?: string): void {
  toast({ title, description });
}

/** 'Failed to delete user' with the server's reason ('You cannot delete your own account...'). */
export function adminFailure(title: string, error: unknown): void {
  toast({
    title,
    description: isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });
}
