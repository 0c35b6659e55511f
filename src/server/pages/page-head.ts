/**
 * The per-page `<head>` the server writes (decision 021): title, description, canonical URL, and the Open
 * Graph and Twitter card tags that make a shared link show the question, the list and a picture. Every value
 * is escaped here.
 */
import { escapeHtml } from './escape.js';

export const SITE_NAME = 'Top 5';
export const SITE_DESCRIPTION = 'Share your Top 5 on anything pop culture.';

export interface PageHead {
  /** The page's own title; the tab reads 'Title · Top 5' (as the client's usePageTitle writes it). */
  title: string | null;
  description: string;
  /** Path (and query) of the page's one address; none on pages not worth indexing. */
  canonicalPath: string | null;
  type?: 'website' | 'article' | 'profile';
  /** A share card on this site: path, its text equivalent and its size. */
  image?: { path: string; alt: string; width: number; height: number };
  /** Pages search engines should leave out (404s, private screens). */
  noindex?: boolean;
}

export const fullTitle = (title: string | null) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/** The tags, one a line, for the template's head. */
export function headHtml(head: PageHead, publicUrl: string): string {
  const title = fullTitle(head.title);
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalPath !== null) {
    const url = `${publicUrl}${head.canonicalPath}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:url', url),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', head.description),
    );
    if (head.image) {
      const image = `${publicUrl}${head.image.path}`;
      tags.push(
        meta('property', 'og:image', image),
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', String(head.image.width)),
        meta('property', 'og:image:height', String(head.image.height)),
        meta('property', 'og:image:alt', head.image.alt),
        meta('name', 'twitter:card', 'summary_large_image'),
        meta('name', 'twitter:image', image),
        meta('name', 'twitter:image:alt', head.image.alt),
      );
    } else {
      tags.push(meta('name', 'twitter:card', 'summary'));
    }
    tags.push(meta('name', 'twitter:title', title), meta('name', 'twitter:description', head.description));
  }
  return tags.join('\n    ');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}
