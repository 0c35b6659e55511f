export * from './admin.js';
export * from './auth.js';
export * from './counters.js';
export * from './mail.js';
export * from './questions.js';
export * from './remote-images.js';
export * from './social.js';
export * from './users.js';
