import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamps';

/**
 * One notice of the administrators (spec §3 "Notice", ARCHITECTURE §4.14); table `notice`.
 * `content` is HTML already sanitised against NOTICE_HTML_ALLOWLIST; `imagePath` a stored upload key
 * under `notices/` or null.
 */
@Entity('notice')
export class NoticeEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'image_path', type: 'varchar', length: 500, nullable: true })
  imagePath!: string | null;

  /** Administrator who wrote the notice (kept when the member is deleted: set to null). */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId!: number | null;
}
