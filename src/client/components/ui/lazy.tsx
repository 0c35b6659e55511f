/**
 * The one way to load a part of a screen only when it is needed (decision 030): dialogs, menus and hover
 * cards when opened, the toast system when a toast fires, the comment form when comments open. The part lives
 * in a module of its own that only this wrapper imports (dynamically), so it stays out of the page's first
 * download (`npm run size` checks the budget).
 *
 *   const ReportDialog = lazyPart(() => import('./report-dialog'), 'ReportDialog');
 *   const opened = useOpenedOnce(open);
 *   {opened ? <ReportDialog open={open} ... /> : null}
 *
 * A part is mounted the first time it opens and stays mounted (its closing animation and focus return work
 * as before). `preload()` starts the download early, e.g. when the pointer reaches the trigger.
 */
import {
  type ComponentType,
  createContext,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Every part by its name, to load ahead of hydration the parts a server-rendered page shows. */
const partsByName = new Map<string, () => Promise<unknown>>();

/**
 * The names of the parts a render on the server showed (decision 054): the page carries them, and the browser
 * loads them before it hydrates, so a part the server rendered is there at once (no fallback, nothing typed
 * into its fields lost).
 */
export const RenderedParts = createContext<string[] | null>(null);

/** Loads the parts named; resolves when all are there (a name not known is passed over). */
export function preloadParts(names: readonly string[]): Promise<unknown> {
  return Promise.all([...new Set(names)].map((name) => partsByName.get(name)?.()));
}

/**
 * React hydrates each Suspense boundary (the screen's, each part's) after the root, at a lower priority:
 * the page is live, and what is typed into it kept, once every boundary the server rendered has hydrated.
 * Then `<html data-hydrated>` is set (the end-to-end tests wait for it before they type).
 */
let boundariesToHydrate: number | null = null;
let boundariesHydrated = 0;
function markWhenLive() {
  if (boundariesToHydrate !== null && boundariesHydrated >= boundariesToHydrate) {
    document.documentElement.dataset.hydrated = 'true';
  }
}

/** How many boundaries the server rendered (0 for a page rendered afresh in the browser). */
export function expectBoundaries(count: number): void {
  boundariesToHydrate = count;
  markWhenLive();
}

/** Rendered inside each Suspense boundary of ours: counts the boundary once it is live. */
export function BoundaryLive() {
  useEffect(() => {
    boundariesHydrated++;
    markWhenLive();
  }, []);
  return null;
}

/** A component's props (`object` for one that takes none). */
type PropsOf<C extends (props: never) => ReactNode> = Parameters<C> extends [] ? object : Parameters<C>[0];

export type LazyPart<P> = ((props: P) => ReactNode) & {
  /** Starts loading the part's module (once); resolves when it is there. */
  preload: () => Promise<unknown>;
};

/**
 * A component that loads `load()`'s export `name` when first rendered, showing `fallback` (nothing by
 * default) meanwhile. The module must not be imported statically anywhere else, or it is not lazy at all.
 */
export function lazyPart<K extends string, M extends Record<K, (props: never) => ReactNode>>(
  load: () => Promise<M>,
  name: K,
  fallback?: (props: PropsOf<M[K]>) => ReactNode,
): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  partsByName.set(name, preload);
  const Loaded = lazy(async () => ({ default: (await preload())[name] as unknown as ComponentType<object> }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level (like React.lazy).
  const Part = (props: P) => {
    useContext(RenderedParts)?.push(name);
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Loaded {...(props as object)} />
        <BoundaryLive />
      </Suspense>
    );
  };
  return Object.assign(Part, { preload });
}

/** False until `open` is first true, then true for good: when to mount a lazy part that opens and closes. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** How a lazy menu was first opened: its part then focuses as Radix would have (the first item for keys). */
export type OpenedBy = 'keyboard' | 'pointer';

/**
 * For a menu whose Radix trigger lives in its lazy part: the props of a stand-in button (same look, same
 * name) that loads the part when the pointer or focus reaches it and asks for it on click; `openedBy` is
 * null until then. Render the part with `defaultOpen` once `openedBy` is set; Radix's trigger replaces the
 * stand-in and returns focus to itself when the menu closes.
 */
export function useStandInTrigger(part: { preload: () => Promise<unknown> }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const standIn = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void part.preload(),
    onFocus: () => void part.preload(),
    // A click from Enter or Space has no pointer position to count (detail 0).
    onClick: (event: MouseEvent) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer'),
  };
  return { openedBy, standIn };
}

/**
 * For a lazy menu content's `onFocus`: when its first opening came from the keyboard, Radix focuses the
 * content (it did not see the key); this moves focus on to the first item, as Radix's own trigger does.
 */
export function useFirstItemFocus(openedBy: OpenedBy) {
  const done = useRef(openedBy !== 'keyboard');
  return (event: FocusEvent<HTMLElement>) => {
    if (done.current || event.target !== event.currentTarget) return;
    done.current = true;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
}
