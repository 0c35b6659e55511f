import { abbreviateNumber } from '@/shared/format';

/**
 * Accessible names of the like and comments buttons under a response. Each starts with the button's visible
 * text, the count as shown (WCAG 2.5.3, label in name), so "click 12 likes" works by voice; the like
 * button's state is its aria-pressed, not a change of name.
 */
export function likeButtonName(count: number): string {
  return `${likeCount(count)}, Like`;
}

/** '1 like', '12 likes'. */
export function likeCount(count: number): string {
  return `${abbreviateNumber(count)} ${count === 1 ? 'like' : 'likes'}`;
}

export function commentsButtonName(count: number): string {
  return `${abbreviateNumber(count)} ${count === 1 ? 'comment' : 'comments'}`;
}
