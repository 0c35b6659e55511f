/**
 * Where members write about their privacy. A placeholder on a reserved domain until the operator sets a real
 * mailbox: change it here (it is stated on /privacy and /data-deletion).
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@top5.example.com';
