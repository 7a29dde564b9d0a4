import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';

/** One failed attempt (login, reservation password, ...) counted for lockouts (ARCHITECTURE §5); table `auth_attempt`. */
@Entity('auth_attempt')
@Index('idx_auth_attempt_lookup', ['scope', 'subject', 'createdAt'])
export class AuthAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  /** What is being protected, e.g. `login` or `reservation`. */
  @Column({ type: 'varchar', length: 32 })
  scope!: string;

  /** Who/what is attacked within the scope, e.g. the username or the wish id. */
  @Column({ type: 'varchar', length: 191 })
  subject!: string;

  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;
}
