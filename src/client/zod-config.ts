/**
 * Imported first by main.tsx, before any schema parses: zod 4 otherwise probes `new Function` to compile
 * fast parsers, which the Content-Security-Policy (script-src 'self', no eval) reports as a violation.
 * zod reads its settings from `globalThis.__zod_globalConfig` (what `z.config()` writes), so they are set
 * here without importing zod, which loads only with the screens that use it (decision 030).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
