import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { MSG } from '@babynews/contracts';
import type { EntityManager } from 'typeorm';
import { EventEntity } from './event.entity';
import { CODE_PATTERN } from './code-pattern';

/**
 * Loads the news page `code` for a write by `memberId` (DESIGN §5 "Ownership": every owner route
 * loads by code and owner from the token; nothing changes for anyone else).
 * @returns the event row.
 * @throws NotFoundException 404 `MSG.event.notFound` for an unknown or malformed code.
 * @throws ForbiddenException 403 `MSG.event.notOwner` ('권한이 없습니다.') when `memberId` is not the owner.
 */
export async function findOwnedEvent(manager: EntityManager, code: string, memberId: number): Promise<EventEntity> {
  const event = await findEventByCode(manager, code);
  if (event.ownerId !== memberId) throw new ForbiddenException(MSG.event.notOwner);
  return event;
}

/**
 * Loads the news page `code` (any owner).
 * @throws NotFoundException 404 `MSG.event.notFound` for an unknown or malformed code.
 */
export async function findEventByCode(manager: EntityManager, code: string): Promise<EventEntity> {
  if (!CODE_PATTERN.test(code)) throw new NotFoundException(MSG.event.notFound);
  const event = await manager.findOne(EventEntity, { where: { code } });
  if (!event) throw new NotFoundException(MSG.event.notFound);
  return event;
}
