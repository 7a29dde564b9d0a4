import type { LegalDocument } from '@babynews/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';

/**
 * One agreement of a member to a legal document (ARCHITECTURE §4.24); table `member_consent`
 * (migration 1795760000000-member-consent). Rows are only added: the latest row per document is the
 * member's current choice, the earlier ones the record of what was agreed when.
 */
@Entity('member_consent')
@Index('idx_member_consent_member', ['memberId', 'document'])
export class MemberConsentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'member_id', type: 'integer' })
  memberId!: number;

  @Column({ type: 'varchar', length: 16 })
  document!: LegalDocument;

  /** `LEGAL_DOCUMENTS[document].version` when agreed (`YYYY-MM-DD`). */
  @Column({ type: 'varchar', length: 20 })
  version!: string;

  /** False only for a declined marketing consent (required documents are stored when agreed). */
  @Column({ type: 'boolean' })
  agreed!: boolean;

  @Column({ ...TIMESTAMP_COLUMN, name: 'agreed_at' })
  agreedAt!: Date;
}
