import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '@/shared/routes';
import { hydratePage } from './page-state';
import { createQueryClient, unlessJustRead } from './query-client';

/** An admin list that must start from what is saved now, counting the reads it makes. */
let reads = 0;
function AuditLog() {
  const query = useQuery({
    queryKey: ['admin', 'audit-log'],
    queryFn: async () => {
      reads++;
      return ['read in the browser'];
    },
    refetchOnMount: unlessJustRead,
  });
  return <p>{query.data?.join()}</p>;
}

/** The page the server rendered `ago` ms ago, with the audit log read then. */
function serverPage(ago: number) {
  const server = new QueryClient();
  server.setQueryData(['admin', 'audit-log'], ['read on the server'], { updatedAt: Date.now() - ago });
  const script = document.createElement('script');
  script.id = PAGE_STATE_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    queries: dehydrate(server),
    parts: [],
    boundaries: 0,
    renderedAt: Date.now() - ago,
  });
  document.body.append(script);
}

afterEach(() => {
  reads = 0;
  document.body.innerHTML = '';
});

describe('a screen that reads again when it opens (refetchOnMount: unlessJustRead)', () => {
  it('is not read again on the page the server rendered with it, however slow the hydration was', async () => {
    serverPage(60_000);
    const client = createQueryClient();
    hydratePage(client);
    const shown = render(
      <QueryClientProvider client={client}>
        <AuditLog />
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(reads).toBe(0);
    expect(shown.container.textContent).toBe('read on the server');

    // Closed and opened again later (another tab of the admin page and back): read afresh.
    shown.unmount();
    const again = render(
      <QueryClientProvider client={client}>
        <AuditLog />
      </QueryClientProvider>,
    );
    await again.findByText('read in the browser');
    expect(reads).toBe(1);
  });
});
