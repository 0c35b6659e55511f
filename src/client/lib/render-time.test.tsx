import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { relativeTime } from '@/shared/format';
import { RenderTime, useNow } from './render-time';

/** The text of each render of <Ago>, in order. */
let firstTexts: string[] = [];

function Ago({ at }: { at: number }) {
  const now = useNow();
  const text = relativeTime(at, now);
  firstTexts.push(text);
  return <span>{text}</span>;
}

/** Hydrates the server's markup in the browser, with the page's render moment (or none); returns React's complaints. */
async function hydrate(html: string, at: number | null, created: number) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <RenderTime at={at}>
        <Ago at={created} />
      </RenderTime>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

afterEach(() => {
  firstTexts = [];
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('relative times of a server-rendered page', () => {
  // The server rendered 1.5 s ago a list made 10 s before that: the browser's clock now says 11s.
  const renderedAt = Date.now() - 1500;
  const created = renderedAt - 10_000;
  // What the server's render of <Ago> inside <RenderTime at={renderedAt}> writes.
  const serverHtml = () => `<span>${relativeTime(created, renderedAt)}</span>`;

  it('hydrate with the server’s text, then count from the browser’s clock', async () => {
    expect(serverHtml()).toContain('10s ago');
    const { container, errors } = await hydrate(serverHtml(), renderedAt, created);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('11s ago');
  });

  it('would not match a second later without the render’s moment (React drops the server’s markup)', async () => {
    const { errors } = await hydrate(serverHtml(), null, created);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('count from the browser’s clock at once for what shows after hydration', () => {
    document.documentElement.dataset.hydrated = 'true';
    render(
      <RenderTime at={renderedAt}>
        <Ago at={created} />
      </RenderTime>,
    );
    // Its first render already: no '10s ago' from the server's moment, not even for a frame.
    expect(firstTexts[0]).toBe('11s ago');
  });
});
