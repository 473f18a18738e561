// zod compiles its object parsers with `new Function` unless told `jitless`, and probes for it
// while the first schemas are built: under the shop's Content-Security-Policy (no
// 'unsafe-eval', issue #10 §4, decision 017) that probe alone is reported as a violation. The
// route modules (and their schemas) load before any app code can call `z.config`, so the page
// sets zod's global config first, in this one inline script in <head> (apps/web/app/root.tsx);
// the server allows exactly this text by its hash (apps/server/src/security-headers.ts).
// The server keeps the faster compiled parsers.
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true};';
