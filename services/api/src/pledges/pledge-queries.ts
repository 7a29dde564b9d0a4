import type { PledgeKind } from '@babynews/contracts';

/**
 * The wish `?` if it belongs to the news page with share code `?`: its gift mode, price and funded total,
 * with the page's id and transfer guide. No row: unknown wish or another page's code (answered alike).
 */
export const GROUP_GIFT_TARGET = `SELECT w.id, w.event_id, w.group_gift, w.price, w.funded_amount, e.code, e.fund_transfer_guide
  FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id WHERE w.id = ? AND e.code = ?`;

/** A row of `GROUP_GIFT_TARGET`. */
export interface GroupGiftTargetRow {
  id: number;
  event_id: number;
  group_gift: number | boolean | string;
  price: number | string | null;
  funded_amount: number | string;
  code: string;
  fund_transfer_guide: string | null;
}

/** The news page with share code `?` as a fund pledge needs it. */
export const FUND_TARGET = 'SELECT id, code, fund_enabled, fund_transfer_guide FROM `event` WHERE code = ?';

/** A row of `FUND_TARGET`. */
export interface FundTargetRow {
  id: number;
  code: string;
  fund_enabled: number | boolean | string;
  fund_transfer_guide: string | null;
}

/**
 * Adds a pledge of `?` KRW to the group gift `?` unless that would pass its price: the database decides
 * (one conditional UPDATE on the wish row), so concurrent pledges never fund more than the price.
 * Values: amount, wish id, amount.
 */
export const FUND_GROUP_GIFT = `UPDATE \`wish\` SET funded_amount = funded_amount + ?, giver_count = giver_count + 1
  WHERE id = ? AND group_gift = 1 AND price IS NOT NULL AND funded_amount + ? <= price`;

/** Takes a cancelled pledge of `?` KRW off the group gift `?`. */
export const UNFUND_GROUP_GIFT = `UPDATE \`wish\` SET funded_amount = funded_amount - ?, giver_count = giver_count - 1
  WHERE id = ? AND giver_count > 0`;

/** Adds a pledge of `?` KRW to the fund of page `?` while the fund is open. */
export const ADD_TO_FUND = `UPDATE \`event\` SET fund_pledged_amount = fund_pledged_amount + ?, fund_giver_count = fund_giver_count + 1
  WHERE id = ? AND fund_enabled = 1`;

/** Takes a cancelled pledge of `?` KRW off the fund of page `?` (also when the fund was closed since). */
export const TAKE_FROM_FUND = `UPDATE \`event\` SET fund_pledged_amount = fund_pledged_amount - ?, fund_giver_count = fund_giver_count - 1
  WHERE id = ? AND fund_giver_count > 0`;

/**
 * INSERT of one pledge (`received` 0), with the version of the relatives' notice the pledger agreed to (ARCHITECTURE §4.24)
 * and the circle and share code it was made under (ARCHITECTURE "Two circles").
 */
export const INSERT_PLEDGE = `INSERT INTO \`pledge\` (public_id, event_id, wish_id, kind, name, contact, receipt_email, birth_news, amount, message, password_hash, privacy_consent_version, circle, circle_code, received, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`;

/** What a pledge's receipt names: wish `?`'s title (null for the fund), and event `?`'s title and owner (ARCHITECTURE §4.23). */
export const PLEDGE_RECEIPT_FACTS = `SELECT e.title AS page_title, m.display_name, w.title AS wish_title FROM \`event\` e
  JOIN \`member\` m ON m.id = e.owner_id LEFT JOIN \`wish\` w ON w.id = ? WHERE e.id = ?`;

/**
 * The pledge with public id `?` on the news page with code `?`, with what the pledger's view shows: the
 * page's owner name and transfer guide, the group gift's title. No row: unknown pledge or another page's code.
 */
export const PLEDGE_OF_PAGE = `SELECT p.id, p.public_id, p.kind, p.wish_id, p.name, p.contact, p.amount, p.message, p.password_hash, p.received, p.created_at,
  e.id AS event_id, e.code, e.fund_transfer_guide, m.display_name, w.title AS wish_title
  FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id JOIN \`member\` m ON m.id = e.owner_id
  LEFT JOIN \`wish\` w ON w.id = p.wish_id
  WHERE p.public_id = ? AND e.code = ?`;

/** A row of `PLEDGE_OF_PAGE`. */
export interface PledgeRow {
  id: number;
  public_id: string;
  kind: PledgeKind;
  wish_id: number | null;
  name: string;
  contact: string;
  amount: number | string;
  message: string;
  password_hash: string;
  received: number | boolean | string;
  created_at: Date | string;
  event_id: number;
  code: string;
  fund_transfer_guide: string | null;
  display_name: string;
  wish_title: string | null;
}

/** The pledge with public id `?` with its page's owner and code (the owner's `received` call). */
export const PLEDGE_WITH_OWNER = `SELECT p.id, e.owner_id, e.coparent_id, e.code FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id WHERE p.public_id = ?`;

/** A 0/1 column as both databases return it → boolean. */
