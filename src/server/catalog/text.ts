/** Text folding shared by the offline search, the cache keys and the providers' page links. */

/** Lower case without accents: 'Beyoncé' -> 'beyonce', 'Ⅻ' -> 'xii'. */
export function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Folded words separated by single spaces: apostrophes vanish ("Guns N' Roses" -> 'guns n roses'), '&' is
 * 'and', every other mark separates words ('AC/DC' -> 'ac dc').
 */
export function normalise(value: string): string {
  return fold(value)
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 'Lionel Messi' -> 'lionel-messi'. */
export function slugify(value: string): string {
  return normalise(value).replace(/ /g, '-');
}
