import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { EventEntity } from './event.entity';
import { CODE_PATTERN } from './code-pattern';
import { isPageOwner } from '../common/page-owner';

/**
 * Loads the news page `code` for a write by `memberId` (ARCHITECTURE §5 "Ownership": every owner route
 * loads by code and an owner from the token; nothing changes for anyone else).
 * @returns the event row.
 * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code.
 * @throws DomainError `NOT_OWNER` (403, '권한이 없습니다.') when `memberId` is neither its creator nor its co-parent.
 */
export async function findOwnedEvent(manager: EntityManager, code: string, memberId: number): Promise<EventEntity> {
  const event = await findEventByCode(manager, code);
  if (!isPageOwner(event, memberId)) throw new DomainError('NOT_OWNER');
  return event;
}

/**
 * Loads the news page `code` for what only its creator may do (delete the page, invite, confirm or remove
 * the co-parent; ARCHITECTURE "Two parents").
 * @throws DomainError `NEWS_NOT_FOUND` (404); `NOT_OWNER` (403) for a stranger; `NOT_CREATOR` (403) for the co-parent.
 */
export async function findCreatedEvent(manager: EntityManager, code: string, memberId: number): Promise<EventEntity> {
  const event = await findOwnedEvent(manager, code, memberId);
  if (event.ownerId !== memberId) throw new DomainError('NOT_CREATOR');
  return event;
}

/**
 * The news page `memberId` owns or co-owns, or null (a member has at most one: ARCHITECTURE §4.5).
 */
export function findPageOf(manager: EntityManager, memberId: number): Promise<EventEntity | null> {
  return manager.findOne(EventEntity, { where: [{ ownerId: memberId }, { coparentId: memberId }] });
}

/**
 * Loads the news page `code` (any owner).
 * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code.
 */
export async function findEventByCode(manager: EntityManager, code: string): Promise<EventEntity> {
  if (!CODE_PATTERN.test(code)) throw new DomainError('NEWS_NOT_FOUND');
  const event = await manager.findOne(EventEntity, { where: { code } });
  if (!event) throw new DomainError('NEWS_NOT_FOUND');
  return event;
}
