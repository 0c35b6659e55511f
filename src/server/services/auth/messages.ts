/** Answers of the auth calls; the words of docs/product.md sections 7 and 8 where it has them. */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Email not verified. Please check your email for the verification link.',
  invalidVerificationToken: 'Invalid or expired verification token',
  emailVerified: 'Email verified successfully',
  resendVerification: 'If your account exists and is not verified, you will receive a new verification link.',
  passwordResetRequested: 'If an account exists with this email, you will receive a password reset link.',
  invalidResetToken: 'The password reset link is invalid or has expired.',
  passwordReset: 'Password has been reset successfully',
  loggedOut: 'Logged out',
  sessionExtended: 'Your session has been extended for another 2 hours.',
  profileAlreadyComplete:
    'Your profile is already complete: your birth date is set once (an admin can correct it)',
} as const;
