/**
 * The page as HTML before the app's JavaScript runs (decision 021): the shell's bars and a skeleton of the
 * screen, with the real heading where the server knows it, so a phone paints at once. The app replaces all
 * of it when it starts. Class names are the shell's own (app-layout, top-bar, bottom-nav), so the first paint
 * looks like the app and follows the same theme.
 */
import { escapeHtml } from './escape.js';

const BRAND =
  '<span class="inline-flex items-center gap-2"><span aria-hidden="true" class="inline-flex size-8 items-center justify-center rounded-[10px] bg-gradient-to-br from-brand-from to-brand-to text-[1.0625rem] leading-none font-extrabold text-white shadow-sm shadow-primary/30">5</span><span class="text-lg font-bold tracking-tight">Top 5</span></span>';

const NAV_LINK = 'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground';
const TOP_NAV = [
  ['/', 'Home'],
  ['/explore', 'Explore'],
  ['/trending', 'Trending'],
]
  .map(([href, label]) => `<a href="${href}" class="${NAV_LINK}">${label}</a>`)
  .join('');

const TOP_BAR = `<header class="sticky top-0 z-40 hidden border-b bg-card/85 backdrop-blur-md md:block"><div class="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-6 py-2"><a href="/" class="shrink-0 rounded-lg" aria-label="Top 5 home">${BRAND}</a><nav aria-label="Main" class="flex flex-wrap items-center gap-1">${TOP_NAV}</nav></div></header>`;

/** The phone's bottom bar as a visitor sees it; its words are the first text a phone paints. */
const BOTTOM_ITEM =
  'flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground';
const bottomItem = (href: string, label: string) =>
  `<li class="flex flex-1"><a href="${href}" class="${BOTTOM_ITEM}"><span class="size-5.5"></span><span>${label}</span></a></li>`;
/** The app's Menu button (phone-menu.tsx): the same button here, which opens its sheet once the app runs. */
const MENU_ITEM = `<li class="flex flex-1"><button type="button" aria-label="Menu" class="${BOTTOM_ITEM}"><span class="size-5.5"></span><span aria-hidden="true">Menu</span></button></li>`;

const BOTTOM_BAR = `<nav aria-label="Mobile" class="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"><ul class="mx-auto flex h-16 max-w-lg items-stretch justify-around px-2">${bottomItem('/', 'Home')}${bottomItem('/search', 'Search')}<li class="flex items-center"><a href="/create" aria-label="Create" class="flex size-12 -translate-y-2 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-2xl font-bold text-white shadow-lg shadow-primary/30">+</a></li>${MENU_ITEM}</ul></nav>`;

const bone = (classes: string) =>
  `<div aria-hidden="true" class="animate-pulse rounded-xl bg-muted ${classes}"></div>`;

/** Grey blocks where a screen's content will be. */
export const SKELETON = `<div class="grid gap-4">${bone('h-8 w-2/3')}${bone('h-4 w-1/2')}${bone('h-40 w-full')}${bone('h-40 w-full')}</div>`;

/** A screen's heading (and a line under it) above the skeleton. */
export function headingContent(heading: string, subline?: string | null): string {
  const sub = subline ? `<p class="text-muted-foreground">${escapeHtml(subline)}</p>` : '';
  return `<div class="grid gap-6"><div class="grid gap-3 rounded-2xl border bg-card p-5 shadow-card sm:p-6"><h1 class="text-2xl leading-tight font-bold text-balance sm:text-3xl">${escapeHtml(heading)}</h1>${sub}</div>${bone('h-40 w-full')}${bone('h-40 w-full')}</div>`;
}

/** Everything inside #root: the shell with `content` in its main, or the content alone (auth screens). */
export function frameHtml(content: string, bare: boolean): string {
  if (bare) return `<main class="min-h-dvh">${content}</main>`;
  return `<div class="flex min-h-dvh flex-col">${TOP_BAR}<main id="main" class="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:pt-10 md:pb-16">${content}</main>${BOTTOM_BAR}</div>`;
}
