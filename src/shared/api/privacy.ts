/** The privacy policy: read by everyone at /privacy, edited by admins at /admin/privacy-policy. */
import { z } from 'zod';
import { privacyPolicySchema } from '../schemas/privacy-policy.js';
import { isoDateTime } from './common.js';
import { apiError, defineCall } from './contract.js';

export const privacyPolicy = z
  .object({
    /** Markdown. */
    content: z.string(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'PrivacyPolicy' });
export type PrivacyPolicy = z.infer<typeof privacyPolicy>;

/** The editor's copy: empty, with no date, before the first save. */
export const adminPrivacyPolicy = z
  .object({
    content: z.string(),
    updatedAt: isoDateTime.nullable(),
    /** Who saved it last (null before the first save, or when that account is gone). */
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminPrivacyPolicy' });
export type AdminPrivacyPolicy = z.infer<typeof adminPrivacyPolicy>;

export const getPrivacyPolicy = defineCall({
  method: 'GET',
  path: '/api/privacy-policy',
  summary: 'The privacy policy (404 until an admin has written one)',
  tag: 'privacy',
  response: { 200: privacyPolicy, 404: apiError },
});

export const getAdminPrivacyPolicy = defineCall({
  method: 'GET',
  path: '/api/admin/privacy-policy',
  summary: 'The privacy policy for the editor',
  tag: 'admin',
  response: { 200: adminPrivacyPolicy, 401: apiError, 403: apiError },
});

export const updatePrivacyPolicy = defineCall({
  method: 'PUT',
  path: '/api/admin/privacy-policy',
  summary: 'Save the privacy policy (trimmed, at least 100 characters)',
  tag: 'admin',
  body: privacyPolicySchema,
  response: { 200: adminPrivacyPolicy, 400: apiError, 401: apiError, 403: apiError },
});
