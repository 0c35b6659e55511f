/**
 * Data deletion requests: anyone may ask (POST /api/data-deletion-request); admins list them, mark one done or
 * delete the account it names (/api/admin/data-deletion-requests).
 */
import { z } from 'zod';
import {
  dataDeletionConfirmSchema,
  dataDeletionRequestSchema,
  INVALID_CONFIRM_LINK,
} from '../schemas/data-deletion.js';
import { adminPagination, adminPagingShape } from './admin-common.js';
import { idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall } from './contract.js';

export const DATA_DELETION_MESSAGES = {
  /** The one answer to a request, the same byte for byte whether or not the email has an account. */
  received:
    'Your data deletion request has been received. We will review it within 5-7 business days and email you.',
  /** The confirm page's answer once the mailed link has been used. */
  confirmed:
    'Your data deletion request is confirmed. We will review it within 5-7 business days and email you.',
  invalidLink: INVALID_CONFIRM_LINK,
  notConfirmed:
    'This request is not confirmed: nobody has opened the link mailed to the address, so nothing shows the requester owns it',
  notFound: 'Request not found',
  alreadyHandled: 'This request has already been handled',
  noAccount: 'No account uses this email',
  cannotDeleteSelf: 'You cannot delete your own account from the admin area',
  completed: 'Request marked as done',
  accountDeleted: 'User and all associated data deleted successfully',
} as const;

export const DATA_DELETION_STATUSES = ['pending', 'completed', 'rejected'] as const;

export const dataDeletionRequest = z
  .object({
    id: z.number().int(),
    email: z.string(),
    reason: z.string(),
    status: z.enum(DATA_DELETION_STATUSES),
    createdAt: isoDateTime,
    /** When the requester confirmed it by the link mailed to the address; null while unconfirmed. */
    confirmedAt: isoDateTime.nullable(),
    /** When an admin marked it done; null while pending. */
    handledAt: isoDateTime.nullable(),
    /** The admin who handled it; null while pending or when that admin's account is gone. */
    handledBy: userSummary.nullable(),
    /** Whether a member account uses this email now. */
    accountExists: z.boolean(),
    /** That account, when there is one. */
    account: userSummary.nullable(),
  })
  .meta({ id: 'DataDeletionRequest' });
export type DataDeletionRequest = z.infer<typeof dataDeletionRequest>;

export const submitDataDeletionRequest = defineCall({
  method: 'POST',
  path: '/api/data-deletion-request',
  summary:
    'Asks for the deletion of the data of an email address; a confirmation is mailed. The answer is the same ' +
    'whether or not the email has an account. Rate limited per IP and per email.',
  tag: 'privacy',
  body: dataDeletionRequestSchema,
  response: { 200: z.object({ message: z.string() }), 400: apiError, 429: apiError },
});

export const confirmDataDeletionRequest = defineCall({
  method: 'POST',
  path: '/api/data-deletion-request/confirm',
  summary:
    'Confirms a data deletion request with the single-use token mailed to its address (the link opens a page ' +
    'that posts it, so a mail scanner following the link confirms nothing). 400 when the token is unknown, ' +
    'expired or used. Rate limited per IP.',
  tag: 'privacy',
  body: dataDeletionConfirmSchema,
  response: { 200: z.object({ message: z.string() }), 400: apiError, 429: apiError },
});

export const listDataDeletionRequests = defineCall({
  method: 'GET',
  path: '/api/admin/data-deletion-requests',
  summary: 'Data deletion requests, newest first, with whether an account uses the email',
  tag: 'admin',
  query: z.object(adminPagingShape),
  response: {
    200: z
      .object({ requests: z.array(dataDeletionRequest), pagination: adminPagination })
      .meta({ id: 'DataDeletionRequestPage' }),
    400: apiError,
    401: apiError,
    403: apiError,
  },
});

const handledAnswer = z.object({ message: z.string(), request: dataDeletionRequest });

export const completeDataDeletionRequest = defineCall({
  method: 'POST',
  path: '/api/admin/data-deletion-requests/:id/complete',
  summary: 'Marks a pending request done (409 when it was already handled)',
  tag: 'admin',
  params: idParams,
  response: { 200: handledAnswer, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});

export const deleteAccountOfDataDeletionRequest = defineCall({
  method: 'POST',
  path: '/api/admin/data-deletion-requests/:id/delete-account',
  summary:
    "Deletes the account using the request's email with everything it made (as DELETE /api/admin/users/:id), " +
    'then marks the request done. 409 when already handled, when the requester has not confirmed it by the ' +
    'mailed link, when no account uses the email, or for your own.',
  tag: 'admin',
  params: idParams,
  response: { 200: handledAnswer, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});
