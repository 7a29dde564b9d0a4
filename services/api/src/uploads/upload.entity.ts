import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN } from '../database/timestamps';

/**
 * One signed upload (ARCHITECTURE §4.11); table `upload`, written by `POST /api/s3/getPreSignedUrl`.
 * The ledger of what may exist in storage: the daily quota counts its rows, and the sweep deletes the
 * file (and the row) once it is older than LIMITS.uploadOrphanAgeMs and no column refers to it.
 * Deleted with its member (withdrawal), files included.
 */
@Entity('upload')
@Index('idx_upload_member_created', ['memberId', 'createdAt'])
@Index('idx_upload_created', ['createdAt'])
export class UploadRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The storage key issued, e.g. `wish/12-1700000000000-0a1b2c3d4e5f.webp` (unique). */
  @Column({ type: 'varchar', length: 300, unique: true })
  path!: string;

  @Column({ name: 'member_id', type: 'integer' })
  memberId!: number;

  /** Size the member declared, in bytes (LIMITS.uploadMaxBytes when none was declared). */
  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  /** When the upload was signed (UTC, from the injected Clock). */
  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;
}
