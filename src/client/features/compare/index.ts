/** What other features may use of compare: the agreement ring. */

export { ScoreRing } from './components/score-ring';
