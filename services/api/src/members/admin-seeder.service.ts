import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { PasswordService } from '../auth/password.service';
import { withDatabaseLock } from '../database/startup-lock';
import { MembersService } from './members.service';

/**
 * The start-up refusal when ADMIN_USERNAME names a member who is not an administrator: names the
 * variable and the way out, never the member's data.
 */
export function adminUsernameTakenMessage(username: string): string {
  return (
    `ADMIN_USERNAME "${username}" belongs to an existing member who is not an administrator; ` +
    "refusing to promote that account at start. Choose another ADMIN_USERNAME, or change that member's role in the database deliberately."
  );
}

/**
 * Creates or updates the administrator named by ADMIN_USERNAME/ADMIN_PASSWORD at start
 * (ARCHITECTURE §2): a new member with role ROLE_ADMIN, or the existing administrator's password
 * re-hashed when it changed (its token version raised, so older tokens stop working, ARCHITECTURE §5).
 * @throws Error (the start stops) when the username belongs to a member who is not an administrator.
 */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminSeeder.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly members: MembersService,
    private readonly passwords: PasswordService,
    private readonly dataSource: DataSource,
  ) {}

  /** Seeds under the database's start-up lock: instances started together seed one after the other (ARCHITECTURE §5). */
  onApplicationBootstrap(): Promise<void> {
    return withDatabaseLock(this.dataSource, 'admin-seed', () => this.seed());
  }

  private async seed(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const existing = await this.members.findByUsername(admin.username);
    if (existing) {
      // Never promote: whoever registered that username (or was demoted on purpose) must not become
      // an administrator because of a configuration value (ARCHITECTURE §5).
      if (existing.role !== 'ROLE_ADMIN') throw new Error(adminUsernameTakenMessage(admin.username));
      const samePassword = !!existing.passwordHash && (await this.passwords.verify(existing.passwordHash, admin.password));
      if (samePassword) return;
      existing.passwordHash = await this.passwords.hash(admin.password);
      // A new password ends every token issued with the old one (ARCHITECTURE §5).
      existing.tokenVersion = (existing.tokenVersion ?? 0) + 1;
      await this.members.save(existing);
      this.logger.log('administrator password updated; earlier tokens revoked');
      return;
    }
    const displayName = (await this.members.isDisplayNameTaken('관리자')) ? admin.username : '관리자';
    const created = await this.members.createRegular({
      username: admin.username,
      passwordHash: await this.passwords.hash(admin.password),
      email: admin.email,
      displayName,
    });
    created.role = 'ROLE_ADMIN';
    await this.members.save(created);
    this.logger.log('administrator created');
  }
}
