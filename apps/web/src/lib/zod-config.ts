import { z } from 'zod';

// Imported first by main.tsx, before any schema is built: zod reads this when it constructs an
// object schema. Without it zod probes `new Function('')` and compiles a parser per object
// schema, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports; the browser
// parses few enough payloads that the interpreted path costs nothing noticeable.
z.config({ jitless: true });
