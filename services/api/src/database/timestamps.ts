import { BeforeInsert, BeforeUpdate, Column } from 'typeorm';

/** Column options of a UTC timestamp with millisecond precision (same type in every migration). */
export const TIMESTAMP_COLUMN = { type: 'datetime', precision: 3 } as const;

/**
 * Base class of entities with `created_at`/`updated_at` (ARCHITECTURE §3: stored UTC). The values are
 * set by the application through `save()` listeners, so no database-specific default is needed.
 */
export abstract class Timestamped {
  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;

  @Column({ ...TIMESTAMP_COLUMN, name: 'updated_at' })
  updatedAt!: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
