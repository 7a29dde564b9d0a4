import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { PasswordService } from '../auth/password.service';
import { MembersService } from './members.service';

/**
 * Creates or updates the administrator named by ADMIN_USERNAME/ADMIN_PASSWORD at start
 * (ARCHITECTURE §2): role ROLE_ADMIN, password re-hashed only when it changed.
 */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminSeeder.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly members: MembersService,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const existing = await this.members.findByUsername(admin.username);
    if (existing) {
      const samePassword = !!existing.passwordHash && (await this.passwords.verify(existing.passwordHash, admin.password));
      if (samePassword && existing.role === 'ROLE_ADMIN') return;
      existing.role = 'ROLE_ADMIN';
      if (!samePassword) existing.passwordHash = await this.passwords.hash(admin.password);
      await this.members.save(existing);
      this.logger.log('administrator updated');
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
