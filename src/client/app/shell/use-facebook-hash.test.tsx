import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import { useFacebookHashDropped } from './use-facebook-hash';

function Screen() {
  useFacebookHashDropped();
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{pathname + search + hash}</p>;
}

describe("Facebook's '#_=_'", () => {
  it('is dropped from the address as the page shows, keeping the rest', async () => {
    mockFetch({});
    const { getByTestId } = renderApp(<Screen />, { route: '/complete-profile?x=1#_=_', user: null });
    await waitFor(() => expect(getByTestId('address').textContent).toBe('/complete-profile?x=1'));
  });

  it('leaves any other hash alone', async () => {
    mockFetch({});
    const { getByTestId } = renderApp(<Screen />, { route: '/question/3#response-8', user: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getByTestId('address').textContent).toBe('/question/3#response-8');
  });
});
