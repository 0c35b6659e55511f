/** /api/admin/users: the User Management tab (list, a member's responses, delete, admin flag). Admins only. */
import { z } from 'zod';
import { birthMonthField, birthYearField, notAllowedIn, textField } from '../schemas/fields.js';
import { adminPagination, adminPagingShape } from './admin-common.js';
import { adminResponse } from './admin-responses.js';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

export const ADMIN_USER_MESSAGES = {
  deleted: 'User and all associated data deleted successfully',
  adminUpdated: 'User admin status updated',
  birthDateCorrected: 'Birth date corrected',
  notFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account from the admin area',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin access',
} as const;

/** A member as an admin sees them: with email, verification, admin flag, counts and join date. */
export const adminUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    isVerified: z.boolean(),
    isAdmin: z.boolean(),
    answersCount: z.number().int(),
    followersCount: z.number().int(),
    followingCount: z.number().int(),
    joinedAt: isoDateTime,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const listAdminUsers = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Members, newest first, optionally those whose username or email contains the search text',
  tag: 'admin',
  query: z.object({
    ...adminPagingShape,
    search: textField(notAllowedIn('Search text'))
      .trim()
      .max(100, 'Search text must be at most 100 characters')
      .optional(),
  }),
  response: {
    200: z.object({ users: z.array(adminUser), pagination: adminPagination }).meta({ id: 'AdminUserPage' }),
    400: apiError,
    401: apiError,
    403: apiError,
  },
});

export const listAdminUserResponses = defineCall({
  method: 'GET',
  path: '/api/admin/users/:id/responses',
  summary: "A member's responses, newest first, private and hidden ones included",
  tag: 'admin',
  params: idParams,
  query: z.object(adminPagingShape),
  response: {
    200: z
      .object({ user: adminUser, responses: z.array(adminResponse), pagination: adminPagination })
      .meta({ id: 'AdminUserResponsePage' }),
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
  },
});

export const deleteAdminUser = defineCall({
  method: 'DELETE',
  path: '/api/admin/users/:id',
  summary:
    'Deletes a member with everything they made (responses, likes, comments, follows, reports, notifications, ' +
    'sessions, uploads); every count and result moves. 409 for your own account.',
  tag: 'admin',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});

export const setAdminFlagBody = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});

export const setAdminFlag = defineCall({
  method: 'PATCH',
  path: '/api/admin/users/:id/admin',
  summary: "Grants or removes a member's admin access (effective on their next request). 409 for your own.",
  tag: 'admin',
  params: idParams,
  body: setAdminFlagBody,
  response: {
    200: z.object({ message: z.string(), user: adminUser }),
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
  },
});

export const correctBirthDateBody = z.object({ birthMonth: birthMonthField, birthYear: birthYearField });

export const correctBirthDate = defineCall({
  method: 'PATCH',
  path: '/api/admin/users/:id/birth-date',
  summary:
    "Corrects a member's birth month and year (members set theirs once), recorded in the audit log. Saved " +
    'lists keep their age group until the member saves them again.',
  tag: 'admin',
  params: idParams,
  body: correctBirthDateBody,
  response: {
    200: z
      .object({
        message: z.string(),
        user: adminUser,
        birthMonth: z.number().int().nullable(),
        birthYear: z.number().int().nullable(),
      })
      .meta({ id: 'AdminBirthDateCorrected' }),
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
  },
});
