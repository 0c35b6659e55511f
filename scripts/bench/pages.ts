/**
 * Issue 19's server rows: whole pages as a browser asks for them (Accept: text/html), rendered by React on
 * the server. A visitor's public page is kept in the page cache like the data it shows (goal: public); a
 * signed-in member's page is kept for their session (decision 077), so their home is measured kept (each of
 * the 200 members' homes visited once first) and not kept (every request a new address, so every one renders).
 */
import type { Call, CallContext, Goal, Member } from './calls.js';
import { HEAVY_QUESTION_ID, memberUsername } from './sizes.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function page(name: string, goal: Goal, path: string): Call {
  return { name, goal, next: () => ({ method: 'GET', path, headers: HTML }) };
}

/** Each request as the next of the members, at the address `path(n)` for the n-th request. */
function memberPage(name: string, members: Member[], path: (n: number) => string): Call {
  let n = 0;
  return {
    name,
    goal: 'read',
    next: () => {
      const member = members[n % members.length];
      return { method: 'GET', path: path(n++), headers: { ...HTML, cookie: member.cookie } };
    },
  };
}

/** Visits every member's home once, four at a time, so the measured requests find them kept. */
function visitHomes(origin: string, members: Member[]): () => Promise<void> {
  return async () => {
    const queue = [...members];
    const visitor = async () => {
      for (let m = queue.shift(); m; m = queue.shift()) {
        const res = await fetch(`${origin}/`, { headers: { ...HTML, cookie: m.cookie } });
        await res.arrayBuffer();
      }
    };
    await Promise.all([visitor(), visitor(), visitor(), visitor()]);
  };
}

export function pageReads(c: CallContext): Call[] {
  const q = HEAVY_QUESTION_ID;
  return [
    page('page: home, visitor', 'public', '/'),
    page('page: question, visitor', 'public', `/question/${q}`),
    page('page: results, visitor', 'public', `/question/${q}/results`),
    page('page: profile, visitor', 'public', `/users/${memberUsername(1)}`),
    {
      ...memberPage('page: home, signed in, kept', c.writers, () => '/'),
      warm: visitHomes(c.origin, c.writers),
    },
    memberPage('page: home, signed in, rendered each time', c.writers, (n) => `/?n=${n}`),
  ];
}
