/** What other features may use from the questions feature. */
export { useDebouncedValue } from './use-debounced-value';
