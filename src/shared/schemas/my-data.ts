/** A member deleting their own account: they type their password again (the About tab's dialog and the route). */
import { z } from 'zod';
import { textField } from './fields.js';

export const deleteMyAccountSchema = z.object({
  password: textField('Incorrect password', 'Please enter your password')
    .min(1, 'Please enter your password')
    .max(128, 'Incorrect password'),
});
export type DeleteMyAccountInput = z.infer<typeof deleteMyAccountSchema>;

/** The token of a mailed account-deletion link (docs/decisions/082), posted from its confirm page. */
export const confirmAccountDeletionSchema = z.object({
  token: textField('This link is invalid or has expired', 'This link is invalid or has expired')
    .trim()
    .min(1, 'This link is invalid or has expired')
    .max(200, 'This link is invalid or has expired'),
});
export type ConfirmAccountDeletionInput = z.infer<typeof confirmAccountDeletionSchema>;
