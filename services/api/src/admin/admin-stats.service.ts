import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  DAY_MS,
  seoulToday,
  statsDayStart,
  type DailySignups,
  type DateRange,
  type SignupProvider,
  type SignupStats,
} from '@babynews/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';

/**
 * Sign-up statistics of the admin home (spec §2, §7; ARCHITECTURE §4.13). Both reads are ranges on
 * `member.created_at` answered from the index `idx_member_created_provider (created_at, provider)`.
 */
@Injectable()
export class AdminStatsService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  /**
   * Members created in [start, end), counted by how they signed up.
   * @returns `{totalCount, kakaoUserCount, googleUserCount, socialUserCount, regularUserCount}`.
   */
  async countByProvider({ start, end }: DateRange): Promise<SignupStats> {
    const rows = await this.members
      .createQueryBuilder('m')
      .select('m.provider', 'provider')
      .addSelect('COUNT(*)', 'count')
      .where('m.createdAt >= :start AND m.createdAt < :end', { start, end })
      .groupBy('m.provider')
      .getRawMany<{ provider: SignupProvider; count: number | string }>();
    const by = (provider: SignupProvider) => Number(rows.find((r) => r.provider === provider)?.count ?? 0);
    const kakao = by('kakao');
    const google = by('google');
    const regular = by('regular');
    return { totalCount: kakao + google + regular, kakaoUserCount: kakao, googleUserCount: google, socialUserCount: kakao + google, regularUserCount: regular };
  }

  /**
   * Sign-ups per statistics day (a day starts at 11:00 Asia/Seoul, spec §9) from the day holding
   * `start` to the day holding `end`, oldest first, every day present (zeros included).
   * @throws DomainError `VALIDATION_FAILED` (ADMIN_MSG.rangeTooLong) for more than ADMIN_LIMITS.dailySeriesMaxDays days.
   */
  async dailySignups({ start, end }: DateRange): Promise<DailySignups> {
    const first = statsDayStart(start).getTime();
    const dayCount = Math.max(1, Math.ceil((end.getTime() - first) / DAY_MS));
    if (dayCount > ADMIN_LIMITS.dailySeriesMaxDays) throw new DomainError('VALIDATION_FAILED', { message: ADMIN_MSG.rangeTooLong });
    const days = Array.from({ length: dayCount }, (_, i) => ({ date: seoulToday(new Date(first + i * DAY_MS)), regularCount: 0, socialCount: 0 }));
    const rows = await this.members
      .createQueryBuilder('m')
      .select(['m.id', 'm.createdAt', 'm.provider'])
      .where('m.createdAt >= :start AND m.createdAt < :end', { start, end })
      .getMany();
    for (const row of rows) {
      const day = days[Math.floor((row.createdAt.getTime() - first) / DAY_MS)];
      if (!day) continue;
      if (row.provider === 'regular') day.regularCount++;
      else day.socialCount++;
    }
    return { days };
  }
}
