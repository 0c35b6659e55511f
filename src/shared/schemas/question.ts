/**
 * POST /api/questions: the create page's rules (docs/product.md section 5, Question), used by the form and
 * the route. The end-date rules depend on who asks (admins have no 90-day cap), so they live in
 * endDateProblem(), which the form applies through questionCreateSchemaFor(actor) and the
 * server applies in its policy.
 */
import { z } from 'zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_END_DATE_DAYS, TITLE_MAX, TITLE_MIN } from '../constants.js';
import { notAllowedIn, textField } from './fields.js';

export const TITLE_TOO_SHORT = 'Title must be at least 5 characters';
export const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters';
export const INVALID_URL = 'Must be a valid URL';
export const END_DATE_MEMBER_RULE = 'End date must be in the future and no more than 90 days from today';
export const END_DATE_ADMIN_RULE = 'End date must be in the future';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Paths our own upload answers with (POST /api/upload/question-image): '/uploads/questions/<name>.<ext>'. */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/;

/** An image address: an absolute http(s) URL, or a path our own upload returned. */
export function isImageUrl(value: string): boolean {
  if (UPLOAD_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Optional image URL: blank or missing becomes null. */
export const optionalImageUrlField = textField(INVALID_URL, INVALID_URL)
  .trim()
  .max(2048, INVALID_URL)
  .refine((v) => v === '' || isImageUrl(v), INVALID_URL)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * Reads an end date as the form or an API client sends it: blank means none; a plain date 'YYYY-MM-DD'
 * (a date picker) means the end of that day where the reader runs (the member's own day in the browser);
 * anything else is an ISO date-time. Returns 'invalid' when it is not a date.
 */
export function parseEndDate(value: string | null | undefined): Date | null | 'invalid' {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999)
    : new Date(text);
  if (Number.isNaN(date.getTime())) return 'invalid';
  if (day && date.getDate() !== Number(day[3])) return 'invalid'; // e.g. 2025-02-31
  if (date.getUTCFullYear() > 9999) return 'invalid';
  return date;
}

/**
 * Why an end date is refused for this actor, or null when it is fine. Members may pick up to the 90th day
 * after today: the end of that day is at most 91 days from now in every time zone, so that is the bound
 * (the browser and the server then agree whatever the member's zone). Admins have no upper limit.
 */
export function endDateProblem(
  endDate: Date | null | 'invalid',
  actor: { isAdmin: boolean },
  now: Date = new Date(),
): string | null {
  const rule = actor.isAdmin ? END_DATE_ADMIN_RULE : END_DATE_MEMBER_RULE;
  if (endDate === null) return null;
  if (endDate === 'invalid' || endDate.getTime() <= now.getTime()) return rule;
  if (!actor.isAdmin && endDate.getTime() > now.getTime() + (MAX_END_DATE_DAYS + 1) * DAY_MS) return rule;
  return null;
}

export const questionCreateSchema = z.object({
  title: textField(notAllowedIn('Title'), TITLE_TOO_SHORT)
    .trim()
    .min(TITLE_MIN, TITLE_TOO_SHORT)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  description: textField(notAllowedIn('Description'), DESCRIPTION_TOO_SHORT)
    .trim()
    .min(DESCRIPTION_MIN, DESCRIPTION_TOO_SHORT)
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  imageUrl: optionalImageUrlField,
  /** Output: an ISO date-time, or null for 'No end date'. Whether it is allowed: endDateProblem(). */
  endDate: textField(END_DATE_ADMIN_RULE, END_DATE_ADMIN_RULE)
    .nullable()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseEndDate(v);
      if (parsed === 'invalid') {
        ctx.addIssue({ code: 'custom', message: END_DATE_ADMIN_RULE });
        return z.NEVER;
      }
      return parsed ? parsed.toISOString() : null;
    }),
});
export type QuestionCreateInput = z.input<typeof questionCreateSchema>;
export type QuestionCreateData = z.output<typeof questionCreateSchema>;

/** The create form's full rules for this actor, the date-relative ones included. */
export function questionCreateSchemaFor(actor: { isAdmin: boolean }, now: () => Date = () => new Date()) {
  return questionCreateSchema.superRefine((value, ctx) => {
    const problem = endDateProblem(value.endDate ? new Date(value.endDate) : null, actor, now());
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
}

export const IMAGE_URL_REQUIRED = 'Image URL is required';
export const END_DATE_REQUIRED_RULE = 'End date is required when enabled and must be in the future';
const IMAGE_URL_MIN = 5;

const adminImageUrl = textField(INVALID_URL, IMAGE_URL_REQUIRED)
  .trim()
  .max(2048, INVALID_URL)
  .refine((v) => v === '' || v.length < IMAGE_URL_MIN || isImageUrl(v), INVALID_URL);

/**
 * The admin question form (create and edit; docs/product.md section 5, Question, admin form): title 5+,
 * description 10+, an image URL of 5+ characters, isTrending and hasEndDate (both false by default) and, when
 * hasEndDate, an end date in the future with no upper limit. Without hasEndDate the end date is cleared;
 * an API client that leaves hasEndDate out gets one exactly when it sends a non-blank endDate.
 * On edit the image is optional, as on the create page: left empty (or out), the question keeps the image
 * it has, or stays without one (decision 072).
 * Output: the question's fields, endDate an ISO date-time or null; on edit imageUrl null for "keep".
 */
function adminQuestionSchemaWith<Image extends z.ZodType>(imageUrl: Image, now: () => Date) {
  return z
    .object({
      title: questionCreateSchema.shape.title,
      description: questionCreateSchema.shape.description,
      imageUrl,
      isTrending: z.boolean({ error: 'isTrending must be true or false' }).default(false),
      hasEndDate: z.boolean({ error: 'hasEndDate must be true or false' }).optional(),
      endDate: textField(END_DATE_REQUIRED_RULE, END_DATE_REQUIRED_RULE).nullable().optional(),
    })
    .superRefine((value, ctx) => {
      if (!hasEndDate(value)) return;
      const parsed = parseEndDate(value.endDate);
      if (parsed === null || parsed === 'invalid' || parsed.getTime() <= now().getTime()) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_DATE_REQUIRED_RULE });
      }
    })
    .transform((value) => {
      const parsed = hasEndDate(value) ? parseEndDate(value.endDate) : null;
      return {
        title: value.title,
        description: value.description,
        imageUrl: (value as { imageUrl?: unknown }).imageUrl as z.output<Image>,
        isTrending: value.isTrending,
        endDate: parsed instanceof Date ? parsed.toISOString() : null,
      };
    });
}

export function adminQuestionSchemaAt(now: () => Date = () => new Date()) {
  return adminQuestionSchemaWith(adminImageUrl.pipe(z.string().min(IMAGE_URL_MIN, IMAGE_URL_REQUIRED)), now);
}

export function adminQuestionEditSchemaAt(now: () => Date = () => new Date()) {
  const optionalImage = adminImageUrl
    .refine((v) => v === '' || v.length >= IMAGE_URL_MIN, INVALID_URL)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
  return adminQuestionSchemaWith(optionalImage, now);
}

function hasEndDate(value: { hasEndDate?: boolean; endDate?: string | null }): boolean {
  return value.hasEndDate ?? (value.endDate ?? '').trim() !== '';
}

export const adminQuestionSchema = adminQuestionSchemaAt();
export type AdminQuestionInput = z.input<typeof adminQuestionSchema>;
export type AdminQuestionData = z.output<typeof adminQuestionSchema>;
export const adminQuestionEditSchema = adminQuestionEditSchemaAt();
export type AdminQuestionEditInput = z.input<typeof adminQuestionEditSchema>;
export type AdminQuestionEditData = z.output<typeof adminQuestionEditSchema>;
