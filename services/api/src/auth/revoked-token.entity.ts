import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';

/**
 * A signed-out token (ARCHITECTURE §5 sessions); table `revoked_token`, the deny list every API instance
 * reads through the database. A row lives until its token would have expired anyway, then is pruned.
 */
@Entity('revoked_token')
@Index('idx_revoked_token_expires_at', ['expiresAt'])
export class RevokedToken {
  /** The token's `jti` (base64url, 22 characters). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti!: string;

  /** When the token expires (its `exp`, UTC): after that the row is useless. */
  @Column({ ...TIMESTAMP_COLUMN, name: 'expires_at' })
  expiresAt!: Date;
}
