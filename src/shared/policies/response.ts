/** Who may see, like, comment on and report a response (docs/product.md sections 3 and 6). */

export interface Actor {
  id: number;
  isAdmin: boolean;
}

export interface ResponseVisibility {
  userId: number;
  isPublic: boolean;
  isHidden: boolean;
}

/**
 * A private response is shown to its author only; one hidden by an approved report to its author and admins.
 */
export function canViewResponse(viewer: Actor | null, response: ResponseVisibility): boolean {
  if (viewer && viewer.id === response.userId) return true;
  if (!response.isPublic) return false;
  return !response.isHidden || viewer?.isAdmin === true;
}

/**
 * Liking and commenting need a response in circulation: public and not hidden, or the member's own.
 * (Admins may look at hidden responses, but these stay out of the conversation.)
 */
export function canInteractWithResponse(actor: Actor, response: ResponseVisibility): boolean {
  return actor.id === response.userId || (response.isPublic && !response.isHidden);
}

/** Members like others' responses, never their own (docs/product.md section 6; the button is not offered there). */
export function canLikeResponse(actor: Actor, response: ResponseVisibility): boolean {
  return actor.id !== response.userId && canInteractWithResponse(actor, response);
}

export const OWN_LIKE_REFUSED = 'You cannot like your own Top 5';

/** Members report others' responses, never their own (the Report button is hidden there). */
export function canReportResponse(actor: Actor, response: ResponseVisibility): boolean {
  return actor.id !== response.userId && canInteractWithResponse(actor, response);
}

/** The visibility facts of a response as the API presents it (the browser uses this with the rules above). */
export function responseVisibility(response: {
  user: { id: number };
  isPublic: boolean;
  isHidden: boolean;
}): ResponseVisibility {
  return { userId: response.user.id, isPublic: response.isPublic, isHidden: response.isHidden };
}

/** A member deletes their own lists (admins delete any from the admin area, where it is audited). */
export function canDeleteResponse(actor: Actor, response: { userId: number }): boolean {
  return actor.id === response.userId;
}
