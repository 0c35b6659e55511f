export { useLiveQuestion } from './live-questions';
export { useLiveEvents } from './use-live-events';
