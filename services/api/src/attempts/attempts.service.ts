import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { AuthAttempt } from './attempt.entity';

/** Rows older than this are pruned whenever a subject records a new failure. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Database-backed failure counter for lockouts (DESIGN §5): survives restarts and is shared by
 * every API instance on the same database. Used by the login lockout (scope `login`, subject =
 * lower-cased username) and later by reservation passwords (scope `reservation`, subject = wish id).
 */
@Injectable()
export class AttemptsService {
  constructor(@InjectRepository(AuthAttempt) private readonly attempts: Repository<AuthAttempt>) {}

  /** Number of failures recorded for (scope, subject) within the last `windowMs` milliseconds. */
  count(scope: string, subject: string, windowMs: number): Promise<number> {
    return this.attempts.count({ where: { scope, subject: norm(subject), createdAt: MoreThan(new Date(Date.now() - windowMs)) } });
  }

  /** Records one failure now and prunes this subject's rows older than a day. */
  async record(scope: string, subject: string): Promise<void> {
    const now = new Date();
    await this.attempts.insert({ scope, subject: norm(subject), createdAt: now });
    await this.attempts.delete({ scope, subject: norm(subject), createdAt: LessThan(new Date(now.getTime() - RETENTION_MS)) });
  }

  /** Forgets every failure of (scope, subject), e.g. after a successful login. */
  async clear(scope: string, subject: string): Promise<void> {
    await this.attempts.delete({ scope, subject: norm(subject) });
  }
}

/** Subjects are compared case-insensitively and stored within the column's 191 characters. */
function norm(subject: string): string {
  return subject.trim().toLowerCase().slice(0, 191);
}
