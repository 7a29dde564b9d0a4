import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EventCreateRequest, type EventSummary } from '@babynews/contracts';
import { randomInt } from 'node:crypto';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../database/db-errors';
import { EventEntity } from './event.entity';
import { NewsChanged } from './news-changed';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 16;

/** Random share code: 16 characters of [a-z0-9] from crypto (≈ 82 bits; case-insensitive safe). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** News pages (spec §3 "Event", ARCHITECTURE §4.4–4.5). */
@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly newsChanged: NewsChanged,
  ) {}

  /**
   * Creates the member's one news page with a fresh share code.
   * @throws DomainError `NEWS_ALREADY_EXISTS` (409) when the member already has one.
   */
  async create(ownerId: number, input: EventCreateRequest): Promise<EventSummary> {
    if (await this.events.existsBy({ ownerId })) throw new DomainError('NEWS_ALREADY_EXISTS');
    for (let attempt = 0; ; attempt++) {
      const entity = this.events.create({ ...input, ownerId, code: newShareCode() });
      try {
        const saved = await this.events.save(entity);
        this.newsChanged.publish(saved.code);
        return { code: saved.code, title: saved.title, description: saved.description };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.events.existsBy({ ownerId })) throw new DomainError('NEWS_ALREADY_EXISTS');
        if (attempt >= 3) throw err;
      }
    }
  }

  /** `{code, title, description}` of the member's news page, or null. */
  async summaryByOwner(ownerId: number): Promise<EventSummary | null> {
    const event = await this.events.findOne({ select: { code: true, title: true, description: true }, where: { ownerId } });
    return event ? { code: event.code, title: event.title, description: event.description } : null;
  }
}
