import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToasterOnDemand } from '@/client/components/ui/toaster-on-demand';
import { AuthProvider } from '@/client/features/auth/auth-provider';
import { AppRoutes } from './router';

/**
 * The whole app inside a router: the browser wraps it in a BrowserRouter (main.tsx), the server in a
 * StaticRouter at the page's address (entry-server.tsx). Both render this one tree (decision 054).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRoutes />
        <ToasterOnDemand />
      </AuthProvider>
    </QueryClientProvider>
  );
}
