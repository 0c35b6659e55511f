import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('initial-data')?.remove();
  vi.resetModules();
});

/** A fresh copy of the module, as a new page load would run it. */
const load = () => import('./initial-data');

describe('takeInitialData', () => {
  it("gives a query the page's answer for its API path once, then nothing", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'initial-data';
    script.textContent = '{"/api/questions/3":{"id":3,"title":"Top 5 \\u003cMovies\\u003e"}}';
    document.body.appendChild(script);
    const { takeInitialData } = await load();
    expect(takeInitialData('/api/questions/4')).toBeUndefined();
    expect(takeInitialData('/api/questions/3')).toEqual({ id: 3, title: 'Top 5 <Movies>' });
    expect(takeInitialData('/api/questions/3')).toBeUndefined();
  });

  it('gives nothing on a page without data', async () => {
    const { takeInitialData } = await load();
    expect(takeInitialData('/api/questions/3')).toBeUndefined();
  });
});
