/**
 * Issue 19's server rows: whole pages as a browser asks for them (Accept: text/html), rendered by React on
 * the server. A visitor's public page is kept in the page cache like the data it shows (goal: public); a
 * signed-in member's home is rendered for that member on every request (goal: read).
 */
import type { Call, CallContext, Goal, Member } from './calls.js';
import { HEAVY_QUESTION_ID, memberUsername } from './sizes.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function page(name: string, goal: Goal, path: string): Call {
  return { name, goal, next: () => ({ method: 'GET', path, headers: HTML }) };
}

function memberPage(name: string, members: Member[], path: string): Call {
  let i = 0;
  return {
    name,
    goal: 'read',
    next: () => ({ method: 'GET', path, headers: { ...HTML, cookie: members[i++ % members.length].cookie } }),
  };
}

export function pageReads(c: CallContext): Call[] {
  const q = HEAVY_QUESTION_ID;
  return [
    page('page: home, visitor', 'public', '/'),
    page('page: question, visitor', 'public', `/question/${q}`),
    page('page: results, visitor', 'public', `/question/${q}/results`),
    page('page: profile, visitor', 'public', `/users/${memberUsername(1)}`),
    memberPage('page: home, signed in', c.writers, '/'),
  ];
}
