// Imported first by main.tsx (and entry-server.tsx), before any schema is built, without loading
// zod itself: zod takes its settings from this global when it first loads (zod/v4/core), so the
// first page, which builds no schema, does not carry zod (issue 14). jitless: without it zod
// probes `new Function('')` and compiles a parser per object schema, which the
// Content-Security-Policy (no 'unsafe-eval') refuses and reports; the browser parses few enough
// payloads that the interpreted path costs nothing noticeable.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
