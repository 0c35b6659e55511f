/** What a member may do to another member's profile (spec section 6). */
import type { Actor } from './response.js';

/** Members follow others, never themselves. */
export function canFollow(actor: Actor, target: { id: number }): boolean {
  return actor.id !== target.id;
}

/** Comparing lists needs two different members. */
export function canCompareWith(actor: Actor, target: { id: number }): boolean {
  return actor.id !== target.id;
}

/** A member changes their own picture and About details only. */
export function canEditProfile(actor: Actor, target: { id: number }): boolean {
  return actor.id === target.id;
}
