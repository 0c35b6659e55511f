/** What other features may use from the questions feature. */

export { useHotQuestions } from './api/get-hot-questions';
export { answerCountLabel } from './components/answer-count';
export { useDebouncedValue } from './use-debounced-value';
