import type { SignupStats } from '@babynews/contracts';
import type { HomeStats } from '../hooks/useSignupStats';

const WINDOWS: Array<{ key: keyof HomeStats; title: string; hint: string }> = [
  { key: 'today', title: '오늘 가입', hint: '오전 11시 기준' },
  { key: 'week', title: '최근 7일 가입', hint: '오늘 오전 11시부터 7일 전까지' },
  { key: 'month', title: '최근 30일 가입', hint: '오늘 오전 11시부터 30일 전까지' },
];

/** One card per window (spec §2 admin home): the total, then regular and social sign-ups. */
export function StatsCards({ stats }: { stats: HomeStats }) {
  return (
    <ul className="admin-stats" aria-label="회원 가입 통계">
      {WINDOWS.map((w) => (
        <li key={w.key} className="admin-stats__card">
          <StatsCard title={w.title} hint={w.hint} value={stats[w.key]} />
        </li>
      ))}
    </ul>
  );
}

function StatsCard({ title, hint, value }: { title: string; hint: string; value: SignupStats }) {
  return (
    <section aria-label={title}>
      <h2 className="admin-stats__title">{title}</h2>
      <p className="admin-stats__hint">{hint}</p>
      <p className="admin-stats__total">
        <span className="admin-stats__number">{value.totalCount.toLocaleString('ko-KR')}</span>명
      </p>
      <dl className="admin-stats__split">
        <div>
          <dt>일반 가입</dt>
          <dd>{value.regularUserCount.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>소셜 가입</dt>
          <dd>
            {value.socialUserCount.toLocaleString('ko-KR')}명
            <span className="admin-stats__detail">
              {' '}
              (카카오 {value.kakaoUserCount.toLocaleString('ko-KR')} · 구글 {value.googleUserCount.toLocaleString('ko-KR')})
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
