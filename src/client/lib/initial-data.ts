/**
 * API answers the server wrote into the page for its first screen (decision 021: a
 * `<script type="application/json" id="initial-data">` keyed by API path). A query reads its answer once, as
 * initialData, instead of waiting for the same call; later visits fetch as usual.
 */
let entries: Record<string, unknown> | null = null;

function load(): Record<string, unknown> {
  if (entries) return entries;
  entries = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (element?.textContent) {
    try {
      entries = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A damaged script element: the queries fetch as usual.
    }
  }
  return entries;
}

/** The answer the page carries for this API path ('/api/questions/3'), once; undefined otherwise. */
export function takeInitialData<T>(apiPath: string): T | undefined {
  const all = load();
  const value = all[apiPath];
  delete all[apiPath];
  return value as T | undefined;
}
