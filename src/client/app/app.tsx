import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToasterOnDemand } from '@/client/components/ui/toaster-on-demand';
import { AuthProvider } from '@/client/features/auth/auth-provider';
import { createQueryClient } from '@/client/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
          <ToasterOnDemand />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
