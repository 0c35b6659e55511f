import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiMultipart } from './api';

function answer(
  status: number,
  body: string,
  init: { statusText?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === '' ? null : body, {
        status,
        statusText: init.statusText ?? '',
        headers: { 'content-type': init.type ?? 'application/json', ...init.headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('api error rule (docs/product.md section 8)', () => {
  it("uses the JSON body's error field: '404: Not found'", async () => {
    answer(404, JSON.stringify({ error: 'Not found', message: 'ignored' }));
    const error = await failure(api('/api/questions/999'));
    expect(error.message).toBe('404: Not found');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Not found');
  });

  it('falls back to the message field', async () => {
    answer(400, JSON.stringify({ message: 'Bad things' }));
    expect((await failure(api('/api/x'))).message).toBe('400: Bad things');
  });

  it('falls back to the raw body when it is not JSON with error or message', async () => {
    answer(502, 'Bad Gateway from proxy', { type: 'text/plain' });
    expect((await failure(api('/api/x'))).message).toBe('502: Bad Gateway from proxy');
    answer(500, JSON.stringify({ code: 7 }));
    expect((await failure(api('/api/x'))).message).toBe('500: {"code":7}');
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', { statusText: 'Service Unavailable' });
    const error = await failure(api('/api/x'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBe('Service Unavailable');
  });

  it("keeps a 429's Retry-After seconds", async () => {
    answer(429, JSON.stringify({ error: 'Too many requests' }), { headers: { 'retry-after': '42' } });
    const error = await failure(api('/api/auth/login', { body: {} }));
    expect(error.retryAfter).toBe(42);
  });
});

describe('api requests', () => {
  it('sends credentials, and JSON only when there is a body', async () => {
    const fetchMock = answer(200, JSON.stringify({ user: { id: 1 } }));
    await expect(api('/api/auth/login', { body: { email: 'a@b.co' } })).resolves.toEqual({ user: { id: 1 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co"}');

    await api('/api/auth/logout', { method: 'POST' });
    const [, bare] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(bare.body).toBeUndefined();
    expect((bare.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends multipart bodies as they are', async () => {
    const fetchMock = answer(201, JSON.stringify({ imageUrl: '/uploads/a.webp' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(apiMultipart('/api/upload/question-image', form)).resolves.toEqual({
      imageUrl: '/uploads/a.webp',
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('include');
  });

  it('makes one attempt only (no retries)', async () => {
    const fetchMock = answer(500, JSON.stringify({ error: 'Boom' }));
    await failure(api('/api/x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
