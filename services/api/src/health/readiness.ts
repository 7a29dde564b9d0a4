import { Injectable } from '@nestjs/common';

/**
 * Whether this instance should still receive new requests (ARCHITECTURE §5 graceful shutdown). Set to
 * draining by `drainAndClose` on SIGTERM; from then on `/api/health/ready` answers 503 so a load
 * balancer stops routing here, while in-flight requests still complete.
 */
@Injectable()
export class Readiness {
  private drainingSince: number | null = null;

  /** True once SIGTERM (or `drainAndClose`) started the shutdown. */
  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Marks the instance as shutting down; idempotent. */
  markDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
