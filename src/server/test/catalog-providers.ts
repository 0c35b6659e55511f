/**
 * For tests: one local HTTP server speaking the real request and response formats of the Spotify accounts
 * service and Web API, TMDB v3 and TheSportsDB v1, so the real clients can be exercised end to end. It checks
 * what the real services check (credentials, token, key, Spotify's 10-per-request cap) and can be told to
 * fail, expire tokens or never answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface CannedFailure {
  status: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface SpotifyArtistFixture {
  id: string;
  name: string;
  images?: { url: string; height: number; width: number }[];
  popularity?: number;
  followers?: { href: null; total: number };
  genres?: string[];
  external_urls?: { spotify: string };
}

export interface TmdbFixture {
  id: number;
  title?: string;
  name?: string;
  poster_path: string | null;
  release_date?: string;
  first_air_date?: string;
  vote_average: number;
  vote_count: number;
  overview: string;
}

export const SPOTIFY_CLIENT = { id: 'test-client-id', secret: 'test-client-secret' };
export const TMDB_KEY = '0123456789abcdef0123456789abcdef';
/** The shape of a TMDB read-access token (a JWT). */
export const TMDB_BEARER = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0.c2lnbmF0dXJlLXRlc3Q';
export const SPORTSDB_KEY = '123456';

/** A Spotify artist as the API sends it to an app with extended access. */
export function spotifyArtist(n: number, name = `Artist ${n}`): SpotifyArtistFixture {
  return {
    id: `artist${String(n).padStart(4, '0')}`,
    name,
    images: [
      { url: `https://i.scdn.co/image/small${n}`, height: 160, width: 160 },
      { url: `https://i.scdn.co/image/large${n}`, height: 640, width: 640 },
    ],
    popularity: 90 - (n % 50),
    followers: { href: null, total: 1000 * n },
    genres: ['pop', 'dance pop', 'r&b', 'urban contemporary'].slice(0, (n % 4) + 1),
    external_urls: { spotify: `https://open.spotify.com/artist/artist${n}` },
  };
}

export class ProviderTestServer {
  readonly requests: RecordedRequest[] = [];
  /** Artists the Spotify search finds for any query (its `total` is their number). */
  spotifyArtists: SpotifyArtistFixture[] = [];
  tmdbMovies: TmdbFixture[] = [];
  tmdbTvShows: TmdbFixture[] = [];
  sportsdbPlayers: Record<string, unknown>[] | null = [];
  /** Token lifetime the accounts service announces (seconds). */
  tokenLifetime = 3600;
  /** Paths that never answer. */
  readonly hanging = new Set<string>();
  private readonly failures = new Map<string, CannedFailure[]>();
  private readonly validTokens = new Set<string>();
  private tokenCount = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => this.handle(req, res, body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next `times` requests to `path` get this answer instead. */
  fail(path: string, failure: CannedFailure, times = 1): void {
    this.failures.set(path, [...(this.failures.get(path) ?? []), ...Array(times).fill(failure)]);
  }

  /** Every token issued so far stops working (Spotify answers 401 'The access token expired'). */
  expireTokens(): void {
    this.validTokens.clear();
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path || r.path.endsWith(path));
  }

  reset(): void {
    this.requests.length = 0;
    this.failures.clear();
    this.hanging.clear();
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string): ServerResponse | undefined {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.requests.push(recorded);
    if (this.hanging.has(url.pathname)) return;
    const failure = this.failures.get(url.pathname)?.shift();
    if (failure) {
      const headers = { 'Content-Type': 'application/json', ...failure.headers };
      if (failure.statusText) res.writeHead(failure.status, failure.statusText, headers);
      else res.writeHead(failure.status, headers);
      res.end(
        JSON.stringify(failure.body ?? { error: { status: failure.status, message: 'Canned failure' } }),
      );
      return;
    }
    if (url.pathname === '/api/token' && req.method === 'POST') return this.token(recorded, res);
    if (url.pathname === '/v1/search' && req.method === 'GET') return this.spotifySearch(recorded, res);
    if (url.pathname === '/3/search/movie' || url.pathname === '/3/search/tv')
      return this.tmdbSearch(recorded, res);
    const sportsdb = /^\/api\/v1\/json\/([^/]+)\/searchplayers\.php$/.exec(url.pathname);
    if (sportsdb) return this.sportsdbSearch(decodeURIComponent(sportsdb[1]), recorded, res);
    return json(res, 404, { error: 'not found' });
  }

  private token(req: RecordedRequest, res: ServerResponse): ServerResponse {
    const expected = `Basic ${Buffer.from(`${SPOTIFY_CLIENT.id}:${SPOTIFY_CLIENT.secret}`).toString('base64')}`;
    const form = new URLSearchParams(req.body);
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return json(res, 400, { error: 'invalid_request', error_description: 'Unsupported content type' });
    }
    if (req.headers.authorization !== expected) {
      return json(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return json(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'grant_type parameter is missing',
      });
    }
    const token = `BQD-test-token-${++this.tokenCount}`;
    this.validTokens.add(token);
    return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: this.tokenLifetime });
  }

  private spotifySearch(req: RecordedRequest, res: ServerResponse): ServerResponse {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer '))
      return json(res, 401, { error: { status: 401, message: 'No token provided' } });
    if (!this.validTokens.has(auth.slice(7))) {
      return json(res, 401, { error: { status: 401, message: 'The access token expired' } });
    }
    const q = req.query.get('q');
    const limit = Number(req.query.get('limit') ?? '20');
    const offset = Number(req.query.get('offset') ?? '0');
    if (!q) return json(res, 400, { error: { status: 400, message: 'No search query' } });
    if (req.query.get('type') !== 'artist')
      return json(res, 400, { error: { status: 400, message: 'Bad type' } });
    // Development apps: at most 10 a request.
    if (!(limit >= 1 && limit <= 10))
      return json(res, 400, { error: { status: 400, message: 'Invalid limit' } });
    const items = this.spotifyArtists.slice(offset, offset + limit);
    const base = `https://api.spotify.com/v1/search?query=${encodeURIComponent(q)}&type=artist`;
    const total = this.spotifyArtists.length;
    return json(res, 200, {
      artists: {
        href: `${base}&offset=${offset}&limit=${limit}`,
        items,
        limit,
        next: offset + limit < total ? `${base}&offset=${offset + limit}&limit=${limit}` : null,
        offset,
        previous: offset > 0 ? `${base}&offset=${Math.max(0, offset - limit)}&limit=${limit}` : null,
        total,
      },
    });
  }

  private tmdbSearch(req: RecordedRequest, res: ServerResponse): ServerResponse {
    const byKey = req.query.get('api_key') === TMDB_KEY;
    const byBearer = req.headers.authorization === `Bearer ${TMDB_BEARER}`;
    if (!byKey && !byBearer) {
      return json(res, 401, {
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
    }
    if (!req.query.get('query'))
      return json(res, 200, { page: 1, results: [], total_pages: 1, total_results: 0 });
    const results = req.path.endsWith('/movie') ? this.tmdbMovies : this.tmdbTvShows;
    return json(res, 200, { page: 1, results, total_pages: 1, total_results: results.length });
  }

  private sportsdbSearch(key: string, req: RecordedRequest, res: ServerResponse): ServerResponse {
    if (key !== SPORTSDB_KEY && key !== '3') {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      return res.end('<html><body>Not Found</body></html>');
    }
    if (!req.query.get('p')) return json(res, 200, { player: null });
    return json(res, 200, { player: this.sportsdbPlayers });
  }
}

function json(res: ServerResponse, status: number, body: unknown): ServerResponse {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  return res.end(JSON.stringify(body));
}

/** A TheSportsDB v1 player record (the fields searchplayers.php sends). */
export function sportsdbPlayer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idPlayer: '34146304',
    idTeam: '134148',
    idTeam2: null,
    idTeamNational: null,
    strNationality: 'United States',
    strPlayer: 'Michael Jordan',
    strPlayerAlternate: '',
    strTeam: '_Retired Basketball',
    strTeam2: '',
    strSport: 'Basketball',
    dateBorn: '1963-02-17',
    strNumber: '23',
    dateSigned: null,
    strSigning: '',
    strWage: '',
    strBirthLocation: 'Brooklyn, New York',
    strStatus: 'Retired',
    strDescriptionEN: 'Michael Jeffrey Jordan is an American former professional basketball player.',
    strGender: 'Male',
    strSide: '',
    strPosition: 'Shooting Guard',
    strHeight: '198 cm',
    strWeight: '98 kg',
    strWebsite: 'www.jordan.com',
    strThumb: 'https://r2.thesportsdb.com/images/media/player/thumb/jordan.jpg',
    strCutout: 'https://r2.thesportsdb.com/images/media/player/cutout/jordan.png',
    strRender: null,
    ...overrides,
  };
}
