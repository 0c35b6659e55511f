/**
 * Imported first by main.tsx, before any schema is built: zod 4 otherwise probes `new Function` to compile
 * fast parsers, which the Content-Security-Policy (script-src 'self', no eval) reports as a violation.
 */
import { z } from 'zod';

z.config({ jitless: true });
