import type { BirthBaby, NewsBirth } from '@babynews/contracts';
import { fromSqlTimestamp } from '../database/sql-timestamp';

/**
 * The birth announcement's columns of an `event` row (ARCHITECTURE "Birth announcement") and the answer
 * they make. Read by the public read (raw rows) and my page (the entity).
 */

/** The birth columns as either read gives them: `bornAt` a Date (entity, MySQL) or a UTC `datetime(3)` text (SQLite raw). */
export interface BirthColumns {
  bornAt: Date | string | null;
  /** JSON `[{name, weightKg, heightCm}]`. */
  babies: string | null;
  photoVariantPath: string | null;
  message: string | null;
}

/** The babies as stored in `event.birth_babies`: JSON of `[{name, weightKg, heightCm}]` (kg and cm null when not given). */
export function babiesJson(babies: readonly BirthBaby[]): string {
  return JSON.stringify(babies.map(({ name, weightKg, heightCm }) => ({ name, weightKg, heightCm })));
}

/**
 * The announcement the answers carry (`{bornAt, babies, photoUrl, message}`; `bornAt` ISO-8601 in UTC,
 * `photoUrl` the variant's full URL from `imageUrl`), or null when the page announces none.
 */
export function birthOf(columns: BirthColumns, imageUrl: (key: string) => string): NewsBirth | null {
  if (columns.bornAt === null || columns.bornAt === undefined || !columns.babies) return null;
  const bornAt = columns.bornAt instanceof Date ? columns.bornAt : fromSqlTimestamp(columns.bornAt);
  const babies = (JSON.parse(columns.babies) as Array<Partial<BirthBaby>>).map((baby) => ({
    name: String(baby.name ?? ''),
    weightKg: typeof baby.weightKg === 'number' ? baby.weightKg : null,
    heightCm: typeof baby.heightCm === 'number' ? baby.heightCm : null,
  }));
  return {
    bornAt: bornAt.toISOString(),
    babies,
    photoUrl: columns.photoVariantPath ? imageUrl(columns.photoVariantPath) : null,
    message: columns.message ?? null,
  };
}
