/**
 * The admin's privacy policy editor (docs/product.md section 5, Privacy policy): trimmed,
 * at least 100 characters.
 */
import { z } from 'zod';
import { PRIVACY_POLICY_MIN } from '../constants.js';
import { notAllowedIn, textField } from './fields.js';

export const CONTENT_TOO_SHORT = 'Content Too Short';
export const PRIVACY_POLICY_MAX = 100_000;

export const privacyPolicySchema = z.object({
  content: textField(notAllowedIn('Content'), CONTENT_TOO_SHORT)
    .trim()
    .min(PRIVACY_POLICY_MIN, CONTENT_TOO_SHORT)
    .max(PRIVACY_POLICY_MAX, 'Content Too Long'),
});
export type PrivacyPolicyInput = z.input<typeof privacyPolicySchema>;
