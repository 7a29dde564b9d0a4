import type { NewsInfo, NewsPlanFields, PlannedWishOwner, PlannedWishPublic, QuizPublic } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { readRows, sqlFlag } from '../database/read-rows';
import { publicBody, type CachedEvent } from './events.cache';
import { coverImageOf } from './event-cover';
import { birthOf } from './birth-columns';
import { fundFieldsOf, fundOwner, fundPublic, type FundColumns } from './fund';
import { circleOf, type CircleColumns } from './circle-rules';

/** One join of `event` and its owner; portable SQL (backticks work on SQLite and MySQL). */
const EVENT_BY_CODE = `SELECT e.id, e.code, e.title, e.description, e.post_code, e.address, e.detail_address, e.owner_id, e.coparent_id, e.due_date, e.surprise_mode, e.reveal_at, e.hide_countdown,
  e.cover_variant_path, e.cover_width, e.cover_height,
  e.born_at, e.birth_babies, e.birth_photo_variant_path, e.birth_message,
  e.fund_enabled, e.fund_goal, e.fund_transfer_guide, e.fund_pledged_amount, e.fund_giver_count,
  e.friends_code, e.friends_open, e.friends_open_at,
  m.display_name, m.username
  FROM \`event\` e JOIN \`member\` m ON m.id = e.owner_id
  WHERE e.code = ? OR e.friends_code = ?`;

interface EventRow extends FundColumns, CircleColumns {
  id: number;
  code: string;
  title: string;
  description: string;
  post_code: string;
  address: string;
  detail_address: string;
  owner_id: number;
  coparent_id: number | string | null;
  due_date: string | null;
  surprise_mode: number | boolean | string;
  reveal_at: string | null;
  hide_countdown: number | boolean | string;
  cover_variant_path: string | null;
  cover_width: number | string | null;
  cover_height: number | string | null;
  born_at: Date | string | null;
  birth_babies: string | null;
  birth_photo_variant_path: string | null;
  birth_message: string | null;
  display_name: string;
  username: string;
}

/** The due date and surprise-mode fields of an `event` row (snake_case columns; booleans as 0/1 on both databases). */
function eventPlanOf(row: {
  due_date: string | null;
  surprise_mode: number | boolean | string;
  reveal_at: string | null;
  hide_countdown: number | boolean | string;
}): NewsPlanFields {
  return {
    dueDate: row.due_date ?? null,
    surpriseMode: sqlFlag(row.surprise_mode),
    revealAt: row.reveal_at ?? null,
    hideCountdown: sqlFlag(row.hide_countdown),
  };
}

/** The event row `code` opens at `now` in either circle (ARCHITECTURE "Two circles", `circleOf`), or undefined. */
async function queryEventRow(dataSource: DataSource, code: string, now: Date): Promise<EventRow | undefined> {
  return (await readRows<EventRow>(dataSource, EVENT_BY_CODE, [code, code])).find((row) => circleOf(row, code, now) !== null);
}

/**
 * The parts of a page that other domains own, read by their services (`EventReadService` passes
 * `WishesService.listsOf` and `QuizzesService.publicListOf`; the bench passes their read functions).
 */
export interface EventParts {
  /** The page's wish lists: what anyone sees, and what its owner sees. */
  wishLists(eventId: number): Promise<{ wishList: PlannedWishPublic[]; ownerWishList: PlannedWishOwner[] }>;
  /** The page's public quiz list (never the correct option). */
  quizList(eventId: number): Promise<QuizPublic[]>;
  /** Full public URL of a stored image (the cover's and the birth photo's variants). */
  imageUrl(key: string): string;
}

/**
 * Loads a news page by share code with three queries (the event with its owner, then its wishes
 * and its quizzes at the same time, from `parts`) and maps them by hand (the TypeORM relation loader is
 * several times slower, measured in `npm run bench`). `code` is either circle's (ARCHITECTURE "Two circles"):
 * the answer carries the code it was asked with, never the other one. Null when no page has this code, or
 * when it is the friends code of a circle not open at `now`.
 */
export async function loadEventByCode(dataSource: DataSource, code: string, parts: EventParts, now: Date = new Date()): Promise<CachedEvent | null> {
  const row = await queryEventRow(dataSource, code, now);
  if (!row) return null;
  const circle = circleOf(row, code, now) ?? 'FAMILY';
  // Independent reads: on MySQL/MariaDB they run on two pooled connections at once.
  const [wishes, quizList] = await Promise.all([parts.wishLists(Number(row.id)), parts.quizList(Number(row.id))]);
  const fund = fundFieldsOf(row);
  const info: NewsInfo = {
    code,
    title: row.title,
    description: row.description,
    displayName: row.display_name,
    username: row.username,
    wishList: wishes.wishList,
    quizList,
    // Due date and surprise mode are public (the reserve modal tells relatives when names appear; ARCHITECTURE §4.20).
    ...eventPlanOf(row),
    // The 축의금 fund's totals (ARCHITECTURE §4.22): never the transfer guide, never who gave what.
    fund: fundPublic(fund),
    // The cover photo's variant (ARCHITECTURE "Cover photo and link card").
    coverImage: coverImageOf(row.cover_variant_path, row.cover_width, row.cover_height, parts.imageUrl),
    // The parent's birth announcement (ARCHITECTURE "Birth announcement"): public, as the page shows it.
    birth: birthOf(
      { bornAt: row.born_at, babies: row.birth_babies, photoVariantPath: row.birth_photo_variant_path, message: row.birth_message },
      parts.imageUrl,
    ),
  };
  return {
    ...publicBody(info),
    info,
    ownerId: Number(row.owner_id),
    coparentId: row.coparent_id === null ? null : Number(row.coparent_id),
    address: { postCode: row.post_code, address: row.address, detailAddress: row.detail_address },
    ownerWishList: wishes.ownerWishList,
    fundOwner: fundOwner(fund),
    coverKey: row.cover_variant_path ?? null,
    circle,
    codes: row.friends_code ? [row.code, row.friends_code] : [row.code],
  };
}
