import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { EventEntity } from './event.entity';
import { CODE_PATTERN } from './code-pattern';

/**
 * Loads the news page `code` for a write by `memberId` (ARCHITECTURE §5 "Ownership": every owner route
 * loads by code and owner from the token; nothing changes for anyone else).
 * @returns the event row.
 * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code.
 * @throws DomainError `NOT_OWNER` (403, '권한이 없습니다.') when `memberId` is not the owner.
 */
export async function findOwnedEvent(manager: EntityManager, code: string, memberId: number): Promise<EventEntity> {
  const event = await findEventByCode(manager, code);
  if (event.ownerId !== memberId) throw new DomainError('NOT_OWNER');
  return event;
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
