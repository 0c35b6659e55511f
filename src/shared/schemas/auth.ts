/**
 * Request schemas of the auth calls (docs/product.md sections 5 and 7), used by the
 * forms and the routes alike.
 */
import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants.js';
import {
  birthMonthField,
  birthYearField,
  checkPostal,
  cityField,
  countryField,
  emailField,
  loginPasswordField,
  newPasswordField,
  notAllowedIn,
  postalCodeField,
  textField,
} from './fields.js';

export const loginSchema = z.object({ email: emailField, password: loginPasswordField });
export type LoginInput = z.infer<typeof loginSchema>;

const locationShape = {
  birthMonth: birthMonthField,
  birthYear: birthYearField,
  country: countryField,
  city: cityField,
  postalCode: postalCodeField,
};

const registerShape = {
  username: textField(
    'Username may only contain letters, numbers, dots and underscores',
    'Username must be at least 3 characters',
  )
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(USERNAME_MAX, 'Username must be at most 30 characters')
    .regex(/^[A-Za-z0-9_.]+$/, 'Username may only contain letters, numbers, dots and underscores'),
  displayName: textField(notAllowedIn('Display name'), 'Display name must be at least 2 characters')
    .trim()
    .min(DISPLAY_NAME_MIN, 'Display name must be at least 2 characters')
    .max(DISPLAY_NAME_MAX, 'Display name must be at most 50 characters'),
  email: emailField,
  password: newPasswordField,
  ...locationShape,
};

/** The body of POST /api/auth/register (confirmPassword is removed before sending). */
export const registerSchema = z.object(registerShape).superRefine(checkPostal);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the request plus confirmPassword. */
export const registerFormSchema = z
  .object({ ...registerShape, confirmPassword: textField(notAllowedIn('Password')) })
  .superRefine(checkPostal)
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const verifyEmailSchema = z.object({
  token: textField('Invalid or expired verification token', 'No verification token provided')
    .trim()
    .min(1, 'No verification token provided')
    .max(200, 'Invalid or expired verification token'),
});

export const resetPasswordSchema = z.object({
  token: textField(
    'The password reset link is invalid or has expired.',
    'The password reset link is invalid or has expired.',
  )
    .trim()
    .min(1, 'The password reset link is invalid or has expired.')
    .max(200, 'The password reset link is invalid or has expired.'),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: textField(notAllowedIn('Password')) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const completeProfileSchema = z.object(locationShape).superRefine(checkPostal);
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

/**
 * The current password, asked before a password or email change. Optional here: a member who joined with
 * a social provider has none (the server asks for it exactly when the member has one).
 */
const currentPasswordField = textField(notAllowedIn('Current password'))
  .max(200, 'Current password is incorrect')
  .optional();

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: textField(notAllowedIn('Password')),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
