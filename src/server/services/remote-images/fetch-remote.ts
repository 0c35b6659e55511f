/**
 * Fetches the bytes of an image a member gave by address, guarded against server-side request forgery:
 * https only; the host resolved and refused when any of its addresses is not public (address-guard.ts);
 * the connection made to the address that was checked (a pinned lookup, so a second DNS answer cannot
 * swap it); redirects followed by hand and each one checked the same way; a size and a time limit.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress } from './address-guard.js';

export class RemoteImageRefused extends Error {
  override name = 'RemoteImageRefused';
}

export interface FetchRemoteOptions {
  /** Bytes past this end the download (the upload limit: 5 MB). */
  maxBytes: number;
  /** The whole fetch, redirects included, must end within this time. */
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Whether this hop (0 = the address given, 1 = the first redirect, ...) may go to this machine over plain
   * http. Only tests turn it on (IMAGE_FETCH_ALLOW_LOOPBACK, refused in production).
   */
  allowLoopback: (hop: number) => boolean;
  /** Ends the fetch early (the app shutting down). */
  signal?: AbortSignal;
}

export const DEFAULT_FETCH_OPTIONS = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
} as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The image's bytes; throws RemoteImageRefused (or a network error) when it cannot be had safely. */
export async function fetchRemoteImage(address: string, options: FetchRemoteOptions): Promise<Buffer> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url = parseAddress(address);
  for (let hop = 0; ; hop++) {
    const loopbackAllowed = options.allowLoopback(hop);
    const target = await checkedTarget(url, loopbackAllowed, signal);
    const answer = await get(url, target, options.maxBytes, signal);
    if (answer.kind === 'body') return answer.body;
    if (hop >= options.maxRedirects) throw new RemoteImageRefused('Too many redirects');
    url = parseAddress(new URL(answer.location, url).href);
  }
}

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageRefused('Not a valid address');
  }
  if (url.username || url.password) throw new RemoteImageRefused('Addresses with credentials are refused');
  return url;
}

interface CheckedTarget {
  address: string;
  family: number;
}

/** Refuses the URL unless its scheme is allowed and every address its host resolves to is public. */
async function checkedTarget(
  url: URL,
  loopbackAllowed: boolean,
  signal: AbortSignal,
): Promise<CheckedTarget> {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackAllowed)) {
    throw new RemoteImageRefused(`Only https addresses are fetched, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const found = await abortable(dns.promises.lookup(host, { all: true, verbatim: true }), signal);
  if (found.length === 0) throw new RemoteImageRefused(`${host} has no address`);
  for (const { address } of found) {
    const kind = classifyAddress(address);
    if (kind === 'public' && url.protocol === 'https:') continue;
    if (kind === 'loopback' && loopbackAllowed) continue;
    throw new RemoteImageRefused(`${host} resolves to ${address}, which is not a public address`);
  }
  const first = found[0];
  return { address: first.address, family: first.family };
}

/** A lookup that answers only the checked address, whatever the name: the connection goes there. */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

type Answer = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string };

function get(url: URL, target: CheckedTarget, maxBytes: number, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(target),
        signal,
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
          // No compression: the size limit then counts what the image really weighs.
          'accept-encoding': 'identity',
          'user-agent': 'Top5-image-fetcher/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.resume();
          const location = response.headers.location;
          if (!location) reject(new RemoteImageRefused(`Redirect ${status} without a location`));
          else resolve({ kind: 'redirect', location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new RemoteImageRefused(`The image server answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new RemoteImageRefused(`The image is larger than ${maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new RemoteImageRefused(`The image is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(signal.aborted ? abortReason(signal) : error));
        response.on('close', () => {
          if (response.complete) return;
          reject(signal.aborted ? abortReason(signal) : new RemoteImageRefused('The connection was cut'));
        });
      },
    );
    request.on('error', (error) => reject(signal.aborted ? abortReason(signal) : error));
    request.end();
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason = signal.reason as { name?: string } | undefined;
  return reason?.name === 'TimeoutError'
    ? new RemoteImageRefused('The image took too long to fetch')
    : new RemoteImageRefused('The fetch was cancelled');
}

/** DNS lookups cannot be cancelled; this stops waiting for one when the signal fires. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
