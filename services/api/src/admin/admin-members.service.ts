import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type AdminMemberDetails, type AdminMemberPage, type AdminMemberSummary, type MemberSearch } from '@babynews/contracts';
import { Brackets, Repository, type FindOptionsSelect, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';

/** Columns an administrator may see: never the password hash, the provider's user id or the token version. */
const SUMMARY_COLUMNS = ['id', 'username', 'email', 'displayName', 'realName', 'phoneNumber', 'role', 'provider', 'createdAt'] as const;
const DETAIL_SELECT: FindOptionsSelect<Member> = Object.fromEntries(
  [...SUMMARY_COLUMNS, 'postCode', 'address', 'detailAddress', 'updatedAt'].map((column) => [column, true]),
);

/** `LIKE … ESCAPE '!'` pattern matching values that start with `text` (its own %, _ and ! taken literally; '!' escapes alike on both engines). */
function prefixPattern(text: string): string {
  return `${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * The member list and detail of the admin pages (spec §2, §3; ARCHITECTURE §4.12). Pages of
 * LIMITS.memberPageSize (15), 0-based, newest first. Indexes used: the primary key (plain list),
 * `idx_member_created` (date range), `idx_member_real_name`, `uq` display name and
 * `idx_member_phone_number` (search prefixes).
 */
@Injectable()
export class AdminMembersService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  /** Page `page` of every member, newest (highest id) first. */
  list(page: number): Promise<AdminMemberPage> {
    const query = this.members.createQueryBuilder('m').orderBy('m.id', 'DESC');
    return this.page(query, page);
  }

  /**
   * Page `page` of the members created in [start, end), newest first; with `name`, only those whose
   * real name or nickname starts with it; with `phoneNumber` (digits), only those whose number starts with it.
   */
  search(page: number, search: MemberSearch): Promise<AdminMemberPage> {
    const query = this.members
      .createQueryBuilder('m')
      .where('m.createdAt >= :start AND m.createdAt < :end', { start: search.start, end: search.end })
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC');
    if (search.name) {
      const name = prefixPattern(search.name);
      query.andWhere(
        new Brackets((or) => {
          or.where("m.realName LIKE :name ESCAPE '!'", { name }).orWhere("m.displayName LIKE :name ESCAPE '!'", { name });
        }),
      );
    }
    if (search.phoneNumber) query.andWhere("m.phoneNumber LIKE :phone ESCAPE '!'", { phone: prefixPattern(search.phoneNumber) });
    return this.page(query, page);
  }

  /**
   * Every member field of spec §3 for member `id`.
   * @throws DomainError `MEMBER_NOT_FOUND` (404) for an unknown id.
   */
  async details(id: number): Promise<AdminMemberDetails> {
    const member = await this.members.findOne({ select: DETAIL_SELECT, where: { id } });
    if (!member) throw new DomainError('MEMBER_NOT_FOUND', { detail: `member ${id}` });
    return {
      ...summaryOf(member),
      postCode: member.postCode,
      address: member.address,
      detailAddress: member.detailAddress,
      updatedAt: member.updatedAt.toISOString(),
    };
  }

  private async page(query: SelectQueryBuilder<Member>, page: number): Promise<AdminMemberPage> {
    const size = LIMITS.memberPageSize;
    const [rows, total] = await query
      .select(SUMMARY_COLUMNS.map((column) => `m.${column}`))
      .skip(page * size)
      .take(size)
      .getManyAndCount();
    return {
      _embedded: { members: rows.map(summaryOf) },
      page: { size, number: page, totalElements: total, totalPages: Math.ceil(total / size) },
    };
  }
}

function summaryOf(member: Member): AdminMemberSummary {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    displayName: member.displayName,
    realName: member.realName,
    phoneNumber: member.phoneNumber,
    role: member.role,
    provider: member.provider,
    createdAt: member.createdAt.toISOString(),
  };
}
