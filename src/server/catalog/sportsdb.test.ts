import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderTestServer, SPORTSDB_KEY, sportsdbPlayer } from '../test/catalog-providers.js';
import { SportsDbClient } from './sportsdb.js';

const server = new ProviderTestServer();
let url: string;

beforeAll(async () => {
  url = await server.start();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.sportsdbPlayers = [sportsdbPlayer()];
});

describe('TheSportsDB player search', () => {
  it('calls searchplayers.php with the key in the path and maps the player', async () => {
    const page = await new SportsDbClient({ apiKey: SPORTSDB_KEY, apiUrl: url }).searchAthletes(
      'Michael Jordan',
    );
    const [request] = server.requests;
    expect(request.path).toBe(`/api/v1/json/${SPORTSDB_KEY}/searchplayers.php`);
    expect(request.query.get('p')).toBe('Michael Jordan');
    expect(page.items).toEqual([
      {
        id: '34146304',
        name: 'Michael Jordan',
        imageUrl: 'https://r2.thesportsdb.com/images/media/player/cutout/jordan.png',
        sport: 'Basketball',
        team: null,
        nationality: 'United States',
        birthDate: '1963-02-17',
        position: 'Shooting Guard',
        description: 'Michael Jeffrey Jordan is an American former professional basketball player.',
        sportsdbUrl: 'https://www.thesportsdb.com/player/34146304-michael-jordan',
        website: 'https://www.jordan.com',
      },
    ]);
  });

  it('uses the free key 3 when none is set', async () => {
    await new SportsDbClient({ apiUrl: url }).searchAthletes('messi');
    expect(server.requests[0].path).toBe('/api/v1/json/3/searchplayers.php');
  });

  it('keeps a current team, and gives null for unknown fields', async () => {
    server.sportsdbPlayers = [
      sportsdbPlayer({
        idPlayer: '34146370',
        strPlayer: 'Lionel Messi',
        strTeam: 'Inter Miami',
        strSport: 'Soccer',
        strNationality: 'Argentina',
        dateBorn: null,
        strPosition: '',
        strDescriptionEN: null,
        strCutout: null,
        strThumb: '',
        strWebsite: '',
      }),
    ];
    const page = await new SportsDbClient({ apiKey: SPORTSDB_KEY, apiUrl: url }).searchAthletes('messi');
    expect(page.items[0]).toMatchObject({
      team: 'Inter Miami',
      birthDate: null,
      position: null,
      description: '',
      imageUrl: null,
      website: null,
      sportsdbUrl: 'https://www.thesportsdb.com/player/34146370-lionel-messi',
    });
  });

  it('answers no athletes when TheSportsDB finds none ({"player": null})', async () => {
    server.sportsdbPlayers = null;
    const page = await new SportsDbClient({ apiKey: SPORTSDB_KEY, apiUrl: url }).searchAthletes('zzzz');
    expect(page).toEqual({ items: [], total: 0 });
  });

  it('fails with the status of a refused key, without the key', async () => {
    const error = await new SportsDbClient({ apiKey: 'bad-key', apiUrl: url })
      .searchAthletes('messi')
      .catch((e) => e);
    expect(error.message).toBe('TheSportsDB search failed: 404 Not Found');
    expect(error.message).not.toContain('bad-key');
  });
});
