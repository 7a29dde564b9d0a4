// The first import of main.ts (ARCHITECTURE "Metrics"): starts tracing, when configured, before http,
// mysql2 and ioredis are loaded, so that the instrumentations can patch them.
import { startTracingFromEnv } from './start-tracing';

startTracingFromEnv(process.env);
