import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ToasterOnDemand } from '@/client/components/ui/toaster-on-demand';
import { AuthProvider } from '@/client/features/auth/auth-provider';
import { AppRoutes } from './router';

/**
 * The whole app inside a router: the browser wraps it in a BrowserRouter (main.tsx), the server in a
 * StaticRouter at the page's address (entry-server.tsx). Both render this one tree (decision 054).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // Marks the page live once React has taken it over (end-to-end tests wait for it before they type).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRoutes />
        <ToasterOnDemand />
      </AuthProvider>
    </QueryClientProvider>
  );
}
