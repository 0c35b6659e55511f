/** Pages are rendered a few at a time, in the order asked (decision 151). */
import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue.js';

/** A render that ends when told to, and notes when it started. */
function deferredRenders(started: string[]) {
  const ends = new Map<string, (value: string) => void>();
  const render = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      ends.set(name, resolve);
    });
  const end = async (name: string) => {
    ends.get(name)?.(name);
    // The next render starts a few microtasks after one ends.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { render, end };
}

describe('the render queue', () => {
  it('runs two at once, the others in the order they were asked for', async () => {
    const queue = new RenderQueue(2);
    const started: string[] = [];
    const { render, end } = deferredRenders(started);
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => queue.run(render(name)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    expect(queue.queued).toBe(3);
    await end('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await end('a');
    await end('c');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    await end('d');
    await end('e');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.queued).toBe(0);
  });

  it('gives the place of a render that failed to the next', async () => {
    const queue = new RenderQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('a screen failed to render')));
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('a screen failed to render');
    expect(await next).toBe('next');
  });

  it('lets the next start when a render has held its place too long, and still answers the slow one', async () => {
    const queue = new RenderQueue(1, 50);
    const started: string[] = [];
    const { render, end } = deferredRenders(started);
    const slow = queue.run(render('slow'));
    const next = queue.run(render('next'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(['slow']);
    await expect.poll(() => started, { timeout: 2_000 }).toEqual(['slow', 'next']);
    await end('next');
    expect(await next).toBe('next');
    await end('slow');
    expect(await slow).toBe('slow');
    // The slow render's end did not free a second place: one at a time still.
    const third = queue.run(render('third'));
    const fourth = queue.run(render('fourth'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['slow', 'next', 'third']);
    await end('third');
    await end('fourth');
    expect(await Promise.all([third, fourth])).toEqual(['third', 'fourth']);
  });

  it('refuses fewer than one at once', () => {
    expect(() => new RenderQueue(0)).toThrow('atOnce must be at least 1');
  });
});
