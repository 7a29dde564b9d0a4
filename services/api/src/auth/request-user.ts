import type { TokenClaims } from '@babynews/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified login-token claims, set by `JwtAuthGuard` / `AdminGuard`. */
    user?: TokenClaims;
  }
}

export type { TokenClaims };
