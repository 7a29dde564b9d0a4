import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { TIMESTAMP_COLUMN, Timestamped } from '../database/timestamps';

/** An asset group (spec §3 "Asset group"); table `asset_group`, `code` unique (ARCHITECTURE §4.16). */
@Entity('asset_group')
export class AssetGroupEntity extends Timestamped {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  /** Stored upload key under `assets/`, or null. */
  @Column({ name: 'main_image_path', type: 'varchar', length: 500, nullable: true })
  mainImagePath!: string | null;
}

/** One image of an asset group with its priority (integer ≥ 0, lower first); table `asset_image`. */
@Entity('asset_image')
export class AssetImageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'group_id', type: 'integer' })
  groupId!: number;

  /** Stored upload key under `assets/`. */
  @Column({ name: 'image_path', type: 'varchar', length: 500 })
  imagePath!: string;

  @Column({ type: 'integer' })
  priority!: number;

  @Column({ ...TIMESTAMP_COLUMN, name: 'created_at' })
  createdAt!: Date;
}

/** The one home-page popup (spec §3 "Popup modal"); table `popup_modal`, always row id 1. */
@Entity('popup_modal')
export class PopupModalEntity {
  /** Always {@link POPUP_ROW_ID}. */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** Stored upload key under `popup-modal-`, or null. */
  @Column({ name: 'main_image_path', type: 'varchar', length: 500, nullable: true })
  mainImagePath!: string | null;

  /** Spec §3's switch: 'true' shows the popup, 'false' hides it. */
  @Column({ type: 'varchar', length: 5 })
  title!: string;

  @Column({ ...TIMESTAMP_COLUMN, name: 'updated_at' })
  updatedAt!: Date;
}

/** Id of the one popup row (inserted by the migration). */
export const POPUP_ROW_ID = 1;
