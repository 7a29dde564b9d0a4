import type { SocialProvider } from '@babynews/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../../database/timestamps';

/**
 * A social sign-up ticket that has been spent (ARCHITECTURE §4.17); table `social_signup_ticket`.
 * The unique `jti` makes a ticket single use: a second registration with it is refused (409).
 * Rows older than the ticket lifetime are useless and are pruned by `SignupTicketService`.
 */
@Entity('social_signup_ticket')
@Unique('uq_social_signup_ticket_jti', ['jti'])
export class SignupTicketUse {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The ticket's random id (base64url, 22 characters). */
  @Column({ type: 'varchar', length: 64 })
  jti!: string;

  @Column({ type: 'varchar', length: 10 })
  provider!: SocialProvider;

  @Column({ name: 'provider_user_id', type: 'varchar', length: 191 })
  providerUserId!: string;

  /** When the ticket was spent (UTC). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'used_at' })
  usedAt!: Date;
}
