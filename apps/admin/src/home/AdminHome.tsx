import { ADMIN_MSG } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { ErrorState, LoadingState } from '@babynews/ui';
import { SignupChart } from '../stats/components/SignupChart';
import { StatsCards } from '../stats/components/StatsCards';
import { useSignupStats } from '../stats/hooks/useSignupStats';
import '../admin.css';

/**
 * `/admin` (exposed as 'admin/AdminHome', wrapped in the admin guard and frame by the build): sign-up
 * statistics of today, the last 7 days and the last 30 days, each split into regular and social
 * sign-ups (spec §2; a day starts at 11:00 Asia/Seoul, spec §9; zeros when a call fails), and the
 * daily sign-ups of the last 30 days.
 */
export default function AdminHome() {
  const displayName = useSession((s) => s.displayName);
  const { stats, daily } = useSignupStats();
  return (
    <main className="admin-page">
      <h1 className="admin-page__title">관리자 홈</h1>
      <p className="admin-page__subtitle">{displayName}님, 환영합니다.</p>
      {stats.status === 'ready' ? <StatsCards stats={stats.data} /> : <LoadingState text="통계를 불러오는 중입니다..." />}
      <section className="admin-panel" aria-labelledby="admin-chart-title">
        <h2 id="admin-chart-title" className="admin-panel__title">
          최근 30일 가입 추이
        </h2>
        {daily.status === 'loading' && <LoadingState text="가입 추이를 불러오는 중입니다..." />}
        {daily.status === 'error' && <ErrorState message={ADMIN_MSG.chartFailed} onRetry={daily.reload} />}
        {daily.status === 'ready' && <SignupChart days={daily.data.days} />}
      </section>
    </main>
  );
}
