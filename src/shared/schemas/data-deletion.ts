/**
 * The data deletion request form (docs/product.md sections 5 and 7), used by the
 * /data-deletion form and the route.
 */
import { z } from 'zod';
import { notAllowedIn, textField } from './fields.js';

export const DATA_DELETION_REASON_MAX = 2000;

export const dataDeletionRequestSchema = z.object({
  email: textField('Please enter a valid email address', 'Email Required')
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email Required', abort: true })
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  reason: textField(notAllowedIn('Reason'), 'Reason Required')
    .trim()
    .min(1, 'Reason Required')
    .max(DATA_DELETION_REASON_MAX, `Reason must be at most ${DATA_DELETION_REASON_MAX} characters`),
});
export type DataDeletionRequestInput = z.infer<typeof dataDeletionRequestSchema>;

/** The token from the link mailed with a request; anything else is simply not a live token. */
/** The one answer to a confirmation token that is not a live one (unknown, used, expired or malformed). */
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid, has expired or has already been used';

export const dataDeletionConfirmSchema = z.object({
  token: textField(INVALID_CONFIRM_LINK, INVALID_CONFIRM_LINK)
    .trim()
    .min(1, INVALID_CONFIRM_LINK)
    .max(200, INVALID_CONFIRM_LINK),
});
export type DataDeletionConfirmInput = z.infer<typeof dataDeletionConfirmSchema>;
