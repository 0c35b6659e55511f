/** Shapes several resources share: ids in paths, members as others see them, paging blocks. */
import { z } from 'zod';

/**
 * The one rule for ids in paths: a whole number from 1 to 2147483647, else 400 'Invalid id'. The handler
 * gets a number; an id that names nothing is then the resource's own 404.
 */
export const pathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Invalid id')
  .refine((raw) => Number(raw) <= 2_147_483_647, 'Invalid id')
  .transform(Number);

export const idParams = z.object({ id: pathId });

export const isoDateTime = z.string().meta({ format: 'date-time' });

/** The author of a response, comment or like. */
export const userSummary = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    profilePicture: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummary>;

/** A member as anyone may see them: no email, birth date, postal code or password hash. */
export const publicUser = userSummary
  .extend({
    bio: z.string().nullable(),
    isAdmin: z.boolean(),
    answersCount: z.number().int(),
    followersCount: z.number().int(),
    followingCount: z.number().int(),
    joinedAt: isoDateTime,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUser>;

export const pagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof pagination>;

/** A feed's paging block: the page's place, and the cursor of its last row (null on the last page). */
export const feedPagination = pagination
  .extend({
    /** Pass as `cursor` with `page + 1` to read the next page from here, unmoved by newer rows. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'FeedPagination' });
export type FeedPagination = z.infer<typeof feedPagination>;
