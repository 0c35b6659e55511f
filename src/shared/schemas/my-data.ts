/** A member deleting their own account: they type their password again (the About tab's dialog and the route). */
import { z } from 'zod';
import { textField } from './fields.js';

export const deleteMyAccountSchema = z.object({
  password: textField('Incorrect password', 'Please enter your password')
    .min(1, 'Please enter your password')
    .max(128, 'Incorrect password'),
});
export type DeleteMyAccountInput = z.infer<typeof deleteMyAccountSchema>;
