import { PAGE_TABLES, pageHref, seoulDateTime } from '@babynews/contracts';
import type { ActivityItem } from '@babynews/mail';
import type { AppConfig } from '../config/config.schema';
import { fromSqlTimestamp } from '../database/sql-timestamp';

/** What a relative did, as recorded: `ActivityItem['kind']`. */
export type ActivityKind = ActivityItem['kind'];

/** A page's surprise fields as the database gives them. */
export interface SurpriseColumns {
  surprise_mode: number | boolean | string;
  due_date: string | null;
  reveal_at: string | null;
}

/** The fields `SurpriseGate.hidden` reads, from a row's columns. */
export function surpriseOf(row: SurpriseColumns): { surpriseMode: boolean; dueDate: string | null; revealAt: string | null } {
  return { surpriseMode: !!Number(row.surprise_mode), dueDate: row.due_date ?? null, revealAt: row.reveal_at ?? null };
}

/**
 * One line of a notification (ARCHITECTURE §4.23): `name` only when surprise mode does not hide it
 * (`hidden`), the time as the Seoul wall clock 'HH:mm' of `at` (a `Date` or a stored timestamp).
 */
export function activityItem(kind: ActivityKind, subject: string, name: string | null, hidden: boolean, at: Date | string): ActivityItem {
  return { kind, subject, name: hidden ? null : name, time: seoulDateTime(fromSqlTimestamp(at).toISOString()).slice(11, 16) };
}

/** Absolute URL of the owner's summary of page `code` (`host.SummaryPage`). */
export function summaryUrl(config: AppConfig, code: string): string {
  return absolute(config, pageHref(PAGE_TABLES.host.SummaryPage.path, { code }));
}

/** Absolute URL of the owner's page list (`host.MyPage`). */
export function myPageUrl(config: AppConfig): string {
  return absolute(config, pageHref(PAGE_TABLES.host.MyPage.path, {}));
}

function absolute(config: AppConfig, path: string): string {
  return `${config.publicBaseUrl.replace(/\/+$/, '')}${path}`;
}
