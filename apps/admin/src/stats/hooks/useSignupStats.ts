import { useMemo } from 'react';
import { ADMIN_LIMITS, DAY_MS, signupStatsWindows, type DailySignups, type SignupStats } from '@babynews/contracts';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';
import { fetchDailySignups, fetchSignupStats } from '../api/statsApi';
import { useClock } from '../clock';

/** The admin home's three windows' statistics (spec §2 admin home). */
export interface HomeStats {
  today: SignupStats;
  week: SignupStats;
  month: SignupStats;
}

/**
 * Loads the statistics of today, the last 7 days and the last 30 days at the clock's time (windows of
 * `signupStatsWindows`: a day starts at 11:00 Asia/Seoul, spec §9), plus the daily series of the
 * last 30 statistics days (today included) for the chart. A failed statistics call shows zeros (spec §7); a failed series is an
 * error of the chart alone.
 */
export function useSignupStats(): { stats: AsyncResource<HomeStats>; daily: AsyncResource<DailySignups> } {
  const clock = useClock();
  const windows = useMemo(() => signupStatsWindows(clock()), [clock]);
  const stats = useAsyncResource(
    async (signal) => {
      const [today, week, month] = await Promise.all([
        fetchSignupStats(windows.today, signal),
        fetchSignupStats(windows.week, signal),
        fetchSignupStats(windows.month, signal),
      ]);
      return { today, week, month };
    },
    [windows],
  );
  // The chart shows exactly 30 statistics days: today and the 29 before it.
  const chart = useMemo(
    () => ({ start: new Date(windows.today.start.getTime() - (ADMIN_LIMITS.statsMonthDays - 1) * DAY_MS), end: windows.today.end }),
    [windows],
  );
  const daily = useAsyncResource((signal) => fetchDailySignups(chart, signal), [chart]);
  return { stats, daily };
}
