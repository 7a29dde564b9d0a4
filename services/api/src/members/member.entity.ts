import type { Role, SignupProvider } from '@babynews/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Timestamped } from '../database/timestamps';

/** A member (spec §3 "Member"); table `member`. Regular members have a password hash, social ones a provider user id. */
@Entity('member')
@Unique('uq_member_provider_user', ['provider', 'providerUserId'])
export class Member extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username!: string;

  /** argon2id hash; null for social members. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  /** The address the member gave; not unique: only a verified address is held (`verifiedEmail`, ARCHITECTURE §4.23). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** When the member proved `email` (a verification or password-reset link); null until then. */
  @Column({ name: 'email_verified_at', type: 'datetime', precision: 3, nullable: true })
  emailVerifiedAt!: Date | null;

  /** `email` as verified, unique (one member per verified address); null while unverified (migration 1795720000000-member-mail). */
  @Column({ name: 'verified_email', type: 'varchar', length: 254, nullable: true, unique: true })
  verifiedEmail!: string | null;

  @Column({ name: 'display_name', type: 'varchar', length: 50, unique: true })
  displayName!: string;

  @Column({ name: 'real_name', type: 'varchar', length: 50, nullable: true })
  realName!: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 30, nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'varchar', length: 20 })
  role!: Role;

  @Column({ type: 'varchar', length: 10 })
  provider!: SignupProvider;

  @Column({ name: 'provider_user_id', type: 'varchar', length: 191, nullable: true })
  providerUserId!: string | null;

  @Column({ name: 'post_code', type: 'varchar', length: 10, nullable: true })
  postCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ name: 'detail_address', type: 'varchar', length: 200, nullable: true })
  detailAddress!: string | null;

  /**
   * Raised on a password or role change; every login token carries the value it was issued with
   * (`ver`) and is refused once they differ (ARCHITECTURE §5; migration 1795500000000-admin).
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  /**
   * The key of the required documents' versions the member last agreed to all of (ARCHITECTURE §4.24,
   * `ConsentService`); the sign-in guard asks for consent again while it is not the current key. Null:
   * none recorded (members from before consent was asked; the seeded administrator).
   */
  @Column({ name: 'consent_versions', type: 'varchar', length: 200, nullable: true })
  consentVersions!: string | null;
}
