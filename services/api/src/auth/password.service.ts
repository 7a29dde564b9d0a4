import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { passwordWeakness } from './password-strength';

/**
 * argon2id password hashing (ARCHITECTURE §3). Cost comes from ARGON2_MEMORY_KIB / ARGON2_TIME_COST
 * (defaults 19 MiB, 2 passes; tests lower them).
 */
@Injectable()
export class PasswordService {
  private dummyHash?: Promise<string>;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** argon2id hash string (PHC format) of `password`. */
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: this.config.argon2.memoryKiB, timeCost: this.config.argon2.timeCost, parallelism: 1 });
  }

  /** True when `password` matches `hash`; false for a mismatch or a malformed hash. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Why a new password is too weak (zxcvbn below LIMITS.passwordMinScore, `userInputs` counting as words an
   * attacker knows), in Korean; null when it is strong enough (ARCHITECTURE §5; sign-up and the mailed reset).
   */
  weakness(password: string, userInputs: string[]): string | null {
    return passwordWeakness(password, userInputs);
  }

  /** Spends the time of one verification, so an unknown user answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-real-password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
