/** The per-IP and per-email limits of the auth calls; the numbers come from the environment (config.ts). */
import type { Config } from '../../config.js';
import type { Limit } from '../rate-limit.js';

const window = (config: Config) => config.RATE_LIMIT_WINDOW_SECONDS;

/**
 * Sign-in attempts per IP, and per email; an attempt from a known device of that email's member (the hash
 * of its token, from known-devices.ts) is counted per device instead, so strangers who spend the email's
 * budget do not lock its owner out (decision 016).
 */
export function loginLimits(
  config: Config,
  ip: string,
  email: string,
  knownDeviceHash: string | null = null,
): Limit[] {
  return [
    { key: `login:ip:${ip}`, max: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: window(config) },
    knownDeviceHash
      ? {
          key: `login:device:${knownDeviceHash}`,
          max: config.RATE_LIMIT_LOGIN_PER_DEVICE,
          windowSeconds: window(config),
        }
      : {
          key: `login:email:${email}`,
          max: config.RATE_LIMIT_LOGIN_PER_EMAIL,
          windowSeconds: window(config),
        },
  ];
}

export function registerLimits(config: Config, ip: string): Limit[] {
  return [
    { key: `register:ip:${ip}`, max: config.RATE_LIMIT_REGISTER_PER_IP, windowSeconds: window(config) },
  ];
}

/** Resend-verification and reset requests share one budget: both send mail to the address. */
export function mailRequestLimits(config: Config, ip: string, email: string): Limit[] {
  return [
    { key: `mail:ip:${ip}`, max: config.RATE_LIMIT_MAIL_PER_IP, windowSeconds: window(config) },
    { key: `mail:email:${email}`, max: config.RATE_LIMIT_MAIL_PER_EMAIL, windowSeconds: window(config) },
  ];
}

/** Social sign-ins started (each saves a record), per IP, with the same budget as password sign-ins. */
export function socialSignInLimits(config: Config, ip: string): Limit[] {
  return [{ key: `social:ip:${ip}`, max: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: window(config) }];
}
