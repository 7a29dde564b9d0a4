import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type AdminMemberDetails, type AdminMemberPage, type AdminMemberSummary, type MemberSearch } from '@babynews/contracts';
import { Brackets, Repository, type FindOptionsSelect, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';

/** Columns an administrator may see: never the password hash, the provider's user id or the token version. */
const SUMMARY_COLUMNS = ['id', 'username', 'email', 'displayName', 'realName', 'phoneNumber', 'role', 'provider', 'createdAt'] as const;
const DETAIL_SELECT: FindOptionsSelect<Member> = Object.fromEntries(
  [...SUMMARY_COLUMNS, 'postCode', 'address', 'detailAddress', 'updatedAt', 'emailVerifiedAt'].map((column) => [column, true]),
);

/**
 * Highest code point: `prefix + MAX_CHAR…` sorts after every value that starts with `prefix`, in
 * SQLite's BINARY order (UTF-8 bytes) and in MariaDB's utf8mb4_unicode_ci (weight 0xFFFD, that of
 * every character beyond the BMP and above every letter; only noncharacters such as U+FFFF weigh more).
 */
const MAX_CHAR = '\u{10FFFF}';

/** Widths of the searched columns, characters (`member` in the initial migration). */
const COLUMN_WIDTH = { realName: 50, displayName: 50, phoneNumber: 30 } as const;
type SearchColumn = keyof typeof COLUMN_WIDTH;

/**
 * Bounds of an index range holding exactly the values of `column` that start with `prefix`:
 * `[prefix, prefix + MAX_CHAR × (width − length)]`, both ends included. Filled to the column's width
 * so a value that continues with MAX_CHAR-weighted characters (emoji on MariaDB) still falls inside;
 * no longer than the column, whose values cannot be longer either.
 */
function prefixBounds(prefix: string, column: SearchColumn): { low: string; high: string } {
  const fill = Math.max(0, COLUMN_WIDTH[column] - [...prefix].length);
  return { low: prefix, high: prefix + MAX_CHAR.repeat(fill) };
}

/**
 * The spellings a name prefix is searched under on SQLite, whose BINARY index order tells capitals
 * from small letters (MariaDB's utf8mb4_unicode_ci already ignores case): as typed, small, capital,
 * capitalised and every word capitalised ('kim h' → kim h, KIM H, Kim h, Kim H). Hangul has no case,
 * so a Korean name is one spelling, one range a column.
 */
function caseSpellings(prefix: string, caseSensitive: boolean): string[] {
  if (!caseSensitive) return [prefix];
  const lower = prefix.toLowerCase();
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  const words = lower.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
  return [...new Set([prefix, lower, prefix.toUpperCase(), capitalised, words])];
}

/**
 * The member list and detail of the admin pages (spec §2, §3; ARCHITECTURE §4.12). Pages of
 * LIMITS.memberPageSize (15), 0-based, newest first. Every filter is an index range, never a scan of
 * `member` (checked by EXPLAIN on both engines in admin-query-plan.int.spec.ts):
 * - plain list: the primary key;
 * - date range: `idx_member_created` (`created_at`);
 * - name: a prefix range on `idx_member_real_name` (`real_name`) or `uq_member_display_name`
 *   (`display_name`), one range a column (SQLite: a range a spelling, see `caseSpellings`);
 * - phone: a prefix range of the stored digits on `idx_member_phone_number` (`phone_number`).
 * Prefix ranges instead of `LIKE 'x%'`: SQLite answers LIKE from an index only for NOCASE columns
 * (these are BINARY), so it walked all of `idx_member_created` instead; MariaDB reads both alike.
 */
@Injectable()
export class AdminMembersService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  /** Page `page` of every member, newest (highest id) first → `{_embedded: {members}, page}`. */
  list(page: number): Promise<AdminMemberPage> {
    const query = this.members.createQueryBuilder('m').orderBy('m.id', 'DESC');
    return this.page(query, page);
  }

  /**
   * Page `page` of the members matching `search`, newest first → `{_embedded: {members}, page}`:
   * with `range`, created in [start, end); with `name`, whose real name or nickname starts with it;
   * with `phoneNumber` (digits), whose stored number starts with it. No range means every sign-up date
   * (no condition on `created_at` at all, so the name or phone index answers alone).
   */
  search(page: number, search: MemberSearch): Promise<AdminMemberPage> {
    return this.page(this.searchQuery(search), page);
  }

  /** `{range, name?, phoneNumber?}` → `SELECT … FROM member m WHERE <index ranges> ORDER BY created_at DESC, id DESC` (unpaged). */
  private searchQuery(search: MemberSearch): SelectQueryBuilder<Member> {
    const query = this.members.createQueryBuilder('m').orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
    if (search.range) query.andWhere('m.createdAt >= :start AND m.createdAt < :end', { start: search.range.start, end: search.range.end });
    if (search.name) {
      const spellings = caseSpellings(search.name, this.members.manager.connection.options.type === 'better-sqlite3');
      query.andWhere(
        new Brackets((or) => {
          for (const column of ['realName', 'displayName'] as const) {
            spellings.forEach((spelling, i) => {
              const { low, high } = prefixBounds(spelling, column);
              const [lowKey, highKey] = [`${column}Low${i}`, `${column}High${i}`];
              or.orWhere(`(m.${column} >= :${lowKey} AND m.${column} <= :${highKey})`, { [lowKey]: low, [highKey]: high });
            });
          }
        }),
      );
    }
    if (search.phoneNumber) {
      const { low, high } = prefixBounds(search.phoneNumber, 'phoneNumber');
      query.andWhere('m.phoneNumber >= :phoneLow AND m.phoneNumber <= :phoneHigh', { phoneLow: low, phoneHigh: high });
    }
    return query;
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
      emailVerified: member.emailVerifiedAt !== null,
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
