import { describe, expect, it } from 'vitest';
import { boundedDistance } from './fuzzy.js';
import { OfflineCatalog } from './offline-search.js';

const artist = (id: string, name: string, popularity: number | null = null) => ({
  id,
  name,
  genres: ['pop'],
  popularity,
  followers: null,
});
const movie = (id: string, title: string, rating: number | null = null) => ({
  id,
  title,
  releaseDate: '1972',
  rating,
  overview: `${title}.`,
});

const fixtures = new OfflineCatalog({
  data: {
    artists: [
      artist('a-queen', 'Queen', 80),
      artist('a-queensryche', 'Queensrÿche', 40),
      artist('a-beyonce', 'Beyoncé', 90),
      artist('a-acdc', 'AC/DC', 75),
      artist('a-gnr', "Guns N' Roses", 70),
      artist('a-sg', 'Simon & Garfunkel', 60),
      artist('a-dua', 'Dua Lipa', 85),
      artist('a-queen-latifah', 'Queen Latifah', 50),
      artist('a-stone-sour', 'Stone Sour', 10),
      artist('a-tqotsa', 'Queens of the Stone Age', 65),
    ],
    movies: [
      movie('m-godfather-2', 'The Godfather Part II', 9.0),
      movie('m-godfather', 'The Godfather', 9.2),
      movie('m-goodfellas', 'Goodfellas', 8.7),
      movie('m-harlem', 'Godfather of Harlem', null),
    ],
    tvShows: [
      { id: 't-bb', name: 'Breaking Bad', firstAirDate: '2008-01-20', rating: null, overview: 'Chemistry.' },
    ],
    athletes: [
      {
        id: 's-jordan',
        name: 'Michael Jordan',
        sport: 'Basketball',
        team: 'Chicago Bulls',
        nationality: 'American',
        birthDate: '1963-02-17',
        position: 'Shooting guard',
        description: 'Six-time NBA champion.',
      },
      {
        id: 's-johnson',
        name: 'Michael Johnson',
        sport: 'Athletics',
        team: null,
        nationality: 'American',
        birthDate: null,
        position: null,
        description: 'Sprinter.',
      },
    ],
  },
});

const names = (page: { items: { name?: string; title?: string }[] }) =>
  page.items.map((i) => i.name ?? i.title);

describe('offline catalog search', () => {
  it('ignores accents and case: beyonce finds Beyoncé', async () => {
    expect(names(await fixtures.searchArtists('beyonce', 20))).toEqual(['Beyoncé']);
    expect(names(await fixtures.searchArtists('BEYONCÉ', 20))).toEqual(['Beyoncé']);
    expect(names(await fixtures.searchArtists('queensryche', 20))).toEqual(['Queensrÿche']);
  });

  it('finds a title by the prefix of a word: godf finds The Godfather first', async () => {
    const page = await fixtures.searchMovies('godf');
    expect(names(page)).toEqual(['The Godfather', 'The Godfather Part II', 'Godfather of Harlem']);
  });

  it('forgives a typo: micheal jordan finds Michael Jordan, not Michael Johnson', async () => {
    expect(names(await fixtures.searchAthletes('micheal jordan'))).toEqual(['Michael Jordan']);
    expect(names(await fixtures.searchArtists('beyonse', 20))).toEqual(['Beyoncé']);
    expect(names(await fixtures.searchArtists('dua lipaa', 20))).toEqual(['Dua Lipa']);
  });

  it('forgives a typo in a word still being typed', async () => {
    expect(names(await fixtures.searchAthletes('micheal jor'))).toEqual(['Michael Jordan']);
  });

  it('does not forgive typos in short words', async () => {
    expect(names(await fixtures.searchArtists('dia', 20))).toEqual([]);
  });

  it('ranks exact, then prefix, then word prefix, then substring, then typo; ties by popularity', async () => {
    const page = await fixtures.searchArtists('queen', 20);
    // Exact 'Queen'; prefixes by popularity (Queens of the Stone Age 65, Queen Latifah 50, Queensrÿche 40).
    expect(names(page)).toEqual(['Queen', 'Queens of the Stone Age', 'Queen Latifah', 'Queensrÿche']);
    const stone = await fixtures.searchArtists('stone', 20);
    expect(names(stone)).toEqual(['Stone Sour', 'Queens of the Stone Age']);
    const typo = await fixtures.searchArtists('qeen', 20);
    expect(names(typo)[0]).toBe('Queen');
  });

  it('matches names written with marks the way people type them', async () => {
    expect(names(await fixtures.searchArtists('acdc', 20))).toEqual(['AC/DC']);
    expect(names(await fixtures.searchArtists('ac dc', 20))).toEqual(['AC/DC']);
    expect(names(await fixtures.searchArtists('guns n roses', 20))).toEqual(["Guns N' Roses"]);
    expect(names(await fixtures.searchArtists('simon and garfunkel', 20))).toEqual(['Simon & Garfunkel']);
  });

  it('applies the limit and reports the total', async () => {
    const page = await fixtures.searchArtists('queen', 2);
    expect(names(page)).toEqual(['Queen', 'Queens of the Stone Age']);
    expect(page.total).toBe(4);
  });

  it('answers nothing for text with no letters or digits', async () => {
    expect(await fixtures.searchArtists('?!', 20)).toEqual({ items: [], total: 0 });
  });

  it('answers every field of the spec, with null for what the data set does not know', async () => {
    const [godfather] = (await fixtures.searchMovies('the godfather')).items;
    expect(godfather).toEqual({
      id: 'm-godfather',
      title: 'The Godfather',
      posterUrl: null,
      releaseDate: '1972',
      rating: 9.2,
      overview: 'The Godfather.',
      tmdbUrl: null,
    });
    const [bb] = (await fixtures.searchTvShows('breaking bad')).items;
    expect(bb).toMatchObject({
      id: 't-bb',
      name: 'Breaking Bad',
      posterUrl: null,
      firstAirDate: '2008-01-20',
    });
    const [jordan] = (await fixtures.searchAthletes('michael jordan')).items;
    expect(jordan).toMatchObject({ imageUrl: null, sportsdbUrl: null, website: null, team: 'Chicago Bulls' });
  });

  it('refuses a broken data set with a message naming what is wrong', async () => {
    const broken = new OfflineCatalog({ data: { movies: [{ id: 'm1', rating: 'great' }] } });
    await expect(broken.searchMovies('x')).rejects.toThrow(/offline catalog movies is not valid: 0.title/);
  });
});

describe('Damerau-Levenshtein distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(boundedDistance('micheal', 'michael', 1)).toBe(1);
    expect(boundedDistance('beyonse', 'beyonce', 1)).toBe(1);
    expect(boundedDistance('abcdef', 'badcfe', 2)).toBe(null);
    expect(boundedDistance('abcdef', 'badcfe', 3)).toBe(3);
  });
});

describe('the bundled offline catalog', () => {
  const bundled = new OfflineCatalog();

  it('loads, with at least 300 artists, 300 movies, 200 TV shows and 300 athletes', async () => {
    const counts = await bundled.counts();
    expect(counts.artists).toBeGreaterThanOrEqual(300);
    expect(counts.movies).toBeGreaterThanOrEqual(300);
    expect(counts.tvShows).toBeGreaterThanOrEqual(200);
    expect(counts.athletes).toBeGreaterThanOrEqual(300);
  });

  it('finds the names anyone would try first, however they are typed', async () => {
    expect(names(await bundled.searchArtists('beyonce', 20))[0]).toBe('Beyoncé');
    expect(names(await bundled.searchMovies('godf'))[0]).toBe('The Godfather');
    expect(names(await bundled.searchAthletes('micheal jordan'))[0]).toBe('Michael Jordan');
    expect(names(await bundled.searchTvShows('breaking bad'))[0]).toBe('Breaking Bad');
  });
});
