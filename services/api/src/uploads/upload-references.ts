/** A column that holds upload keys (`wish/…`, `notices/…`, `assets/…`, `popup-modal-…`, `covers/…`). */
export interface FileColumn {
  table: string;
  column: string;
}

/**
 * Every column that refers to a stored upload (ARCHITECTURE §4.11). The sweep keeps a file while any of
 * them holds its key; deleting rows of these tables (news deletion, withdrawal) discards their files.
 * A new column that stores upload keys must be added here: `upload-lifecycle.int.spec.ts` fails for
 * any `*image*`/`*path*` column of the schema that is missing.
 */
export const UPLOAD_REFERENCES: readonly FileColumn[] = [
  { table: 'wish', column: 'image_path' },
  { table: 'notice', column: 'image_path' },
  { table: 'asset_group', column: 'main_image_path' },
  { table: 'asset_image', column: 'image_path' },
  { table: 'popup_modal', column: 'main_image_path' },
  // The news page's cover: the upload and the variant the server made of it (ARCHITECTURE "Cover photo and link card").
  { table: 'event', column: 'cover_path' },
  { table: 'event', column: 'cover_variant_path' },
  // The birth announcement's photo: the upload and the variant the page shows (ARCHITECTURE "Birth announcement").
  { table: 'event', column: 'birth_photo_path' },
  { table: 'event', column: 'birth_photo_variant_path' },
];

/** The ledger's own key column: its rows name files too (a withdrawn member's uploads go with the member). */
export const UPLOAD_LEDGER_COLUMN: FileColumn = { table: 'upload', column: 'path' };

/** Columns whose files are discarded when `deleteWithDependents` removes their rows. */
export const FILE_COLUMNS: readonly FileColumn[] = [...UPLOAD_REFERENCES, UPLOAD_LEDGER_COLUMN];

/**
 * SQL condition (no parameters) that is true when no column of UPLOAD_REFERENCES holds `keyExpr`,
 * e.g. `notReferencedSql('u.`path`')`.
 */
export function notReferencedSql(keyExpr: string): string {
  return UPLOAD_REFERENCES.map(({ table, column }) => `NOT EXISTS (SELECT 1 FROM \`${table}\` r WHERE r.\`${column}\` = ${keyExpr})`).join(' AND ');
}
