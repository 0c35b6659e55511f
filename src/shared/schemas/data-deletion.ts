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
export const dataDeletionConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
});
export type DataDeletionConfirmInput = z.infer<typeof dataDeletionConfirmSchema>;
