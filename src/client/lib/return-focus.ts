/**
 * Where focus goes when a dialog closes (issue 13): back to the control that opened it, or, when that control
 * is gone (a deleted row, a list that changed), to the next sensible place: the first control still in the
 * nearest surviving part of the page around it, else the page's heading. Never to <body>.
 */

/** What a dialog remembers about its opener when it opens. */
export interface Opener {
  element: HTMLElement | null;
  /** The opener's ancestors, nearest first, to find a surviving place when the opener is gone. */
  around: HTMLElement[];
  pathname: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Openers of the dialogs now open: a dialog opened from inside another inherits that dialog's opener. */
const openers = new WeakMap<Element, Opener>();

export function rememberOpener(): Opener {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = active?.closest('[role="dialog"], [role="alertdialog"]');
  const inherited = host ? openers.get(host) : undefined;
  if (inherited) return inherited;
  const around: HTMLElement[] = [];
  for (let node = active?.parentElement; node && node !== document.body; node = node.parentElement)
    around.push(node);
  return { element: active === document.body ? null : active, around, pathname: window.location.pathname };
}

export function registerDialog(dialog: Element, opener: Opener): void {
  openers.set(dialog, opener);
}

/** A heading kept for screen readers only (sr-only: 1x1, absolutely placed): focus there shows nothing. */
function visuallyHidden(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return getComputedStyle(element).position === 'absolute' && box.width <= 1 && box.height <= 1;
}

/**
 * The page's heading, made focusable from script only. When the h1 is for screen readers only (home), the
 * first heading a sighted member can see stands in for it, else the main region: focus always lands on
 * something visible (issue 20).
 */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return null;
  let target: HTMLElement = heading;
  if (visuallyHidden(heading)) {
    const shown = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')].find(
      (candidate) => !visuallyHidden(candidate) && candidate.getBoundingClientRect().width > 1,
    );
    target = shown ?? heading.closest('main') ?? heading;
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** Focuses where a closed dialog should leave the member; false when it is not this dialog's to decide. */
export function returnFocus(opener: Opener, closing: Element | null): boolean {
  // Another dialog took over (one dialog leading to the next), or the member went to another page (the page's
  // heading gets focus there): leave focus alone.
  const stillOpen = [...document.querySelectorAll('[role="dialog"][data-state="open"]')].some(
    (dialog) => dialog !== closing,
  );
  if (stillOpen || window.location.pathname !== opener.pathname) return false;
  const { element, around } = opener;
  if (element?.isConnected && !element.hasAttribute('disabled')) {
    element.focus();
    return true;
  }
  for (const place of around) {
    if (!place.isConnected) continue;
    const control = place.querySelector<HTMLElement>(FOCUSABLE);
    if (control) {
      control.focus();
      return true;
    }
  }
  const heading = pageHeading();
  heading?.focus();
  return heading !== null;
}
