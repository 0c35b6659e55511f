/**
 * TheSportsDB v1 player search (`searchplayers.php?p=`). The key is part of the path; '3' is the free key
 * for trying.
 */
import { baseUrl, fetchWithRetry, type HttpOptions, ProviderError, readJson } from './http.js';
import { slugify } from './text.js';
import type { CatalogAthlete, CatalogPage } from './types.js';

export const SPORTSDB_FREE_KEY = '3';
/** TheSportsDB's public player pages (not configurable: they are what people open). */
const SPORTSDB_SITE = 'https://www.thesportsdb.com';

export interface SportsDbOptions extends HttpOptions {
  apiKey?: string;
  apiUrl: string;
}

type Text = string | null | undefined;

interface SportsDbPlayerJson {
  idPlayer: string | number;
  strPlayer?: Text;
  strSport?: Text;
  strTeam?: Text;
  strNationality?: Text;
  dateBorn?: Text;
  strPosition?: Text;
  strDescriptionEN?: Text;
  strCutout?: Text;
  strThumb?: Text;
  strRender?: Text;
  strWebsite?: Text;
}

export class SportsDbClient {
  constructor(private readonly options: SportsDbOptions) {}

  async searchAthletes(query: string): Promise<CatalogPage<CatalogAthlete>> {
    const key = encodeURIComponent(this.options.apiKey || SPORTSDB_FREE_KEY);
    const url = `${baseUrl(this.options.apiUrl)}/api/v1/json/${key}/searchplayers.php?p=${encodeURIComponent(query)}`;
    const response = await fetchWithRetry(
      'TheSportsDB',
      url,
      { headers: { Accept: 'application/json' } },
      this.options,
    );
    const body = (await readJson('TheSportsDB', response)) as { player?: SportsDbPlayerJson[] | null };
    // Nothing found is `{"player": null}`.
    if (body === null || typeof body !== 'object' || !('player' in body)) {
      throw new ProviderError('TheSportsDB', response.status, 'the answer had no player list', 'format');
    }
    const players = (body.player ?? []).filter((p) => p?.idPlayer && text(p.strPlayer));
    const items = players.map(toAthlete);
    return { items, total: items.length };
  }
}

function toAthlete(p: SportsDbPlayerJson): CatalogAthlete {
  const id = String(p.idPlayer);
  const name = text(p.strPlayer) ?? '';
  return {
    id,
    name,
    imageUrl: text(p.strCutout) ?? text(p.strThumb) ?? text(p.strRender),
    sport: text(p.strSport) ?? '',
    team: team(p.strTeam),
    nationality: text(p.strNationality),
    birthDate: date(p.dateBorn),
    position: text(p.strPosition),
    description: text(p.strDescriptionEN) ?? '',
    sportsdbUrl: `${SPORTSDB_SITE}/player/${encodeURIComponent(id)}-${slugify(name)}`,
    website: website(p.strWebsite),
  };
}

/** TheSportsDB sends '' or null for unknown text. */
function text(value: Text): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/** Retired and free players sit in placeholder teams such as '_Retired Soccer' or '_Free Agent'. */
function team(value: Text): string | null {
  const name = text(value);
  return name === null || name.startsWith('_') ? null : name;
}

function date(value: Text): string | null {
  const d = text(value);
  return d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !d.startsWith('0000') ? d : null;
}

/** Websites come without a scheme ('www.example.com'). */
function website(value: Text): string | null {
  const site = text(value);
  if (!site) return null;
  const url = /^https?:\/\//i.test(site) ? site : `https://${site}`;
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}
