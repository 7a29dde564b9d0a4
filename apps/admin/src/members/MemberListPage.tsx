import { useMemo, useState } from 'react';
import { MSG, seoulToday } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { EmptyState, ErrorState, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchMembers, type MemberQuery } from './api/membersApi';
import { MemberFilters } from './components/MemberFilters';
import { MemberTable } from './components/MemberTable';
import { Pager } from './components/Pager';
import { defaultFilterForm } from './hooks/useMemberFilters';
import { useClock } from '../stats/clock';
import '../admin.css';

/**
 * `/admin/member/stats` (exposed as 'admin/AdminMemberList', wrapped in the admin guard and frame by
 * the build): the member list, 15 a page, newest first, with the optional date and detail filters
 * (spec §2, §5), PREV/NEXT and 'page x of y'; loading, empty and error (with retry) states.
 */
export default function MemberListPage() {
  const clock = useClock();
  const { initial, today } = useMemo(() => {
    const now = clock();
    return { initial: defaultFilterForm(now), today: seoulToday(now) };
  }, [clock]);
  const [query, setQuery] = useState<MemberQuery>({});
  const [page, setPage] = useState(0);
  const list = useAsyncResource((signal) => fetchMembers(page, query, signal), [page, query], { keepDataWhileLoading: true });

  const search = (next: MemberQuery) => {
    setQuery(next);
    setPage(0);
  };

  return (
    <main className="admin-page">
      <h1 className="admin-page__title">회원 목록</h1>
      <MemberFilters initial={initial} today={today} onSearch={search} />
      <section className="admin-panel" aria-label="검색 결과" aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && <LoadingState text="회원 목록을 불러오는 중입니다..." />}
        {list.status === 'error' && <ErrorState message={errorMessage(list.error, MSG.admin.memberListFailed)} onRetry={list.reload} />}
        {list.status === 'ready' && (
          <>
            <p className="admin-panel__meta">총 {list.data.page.totalElements.toLocaleString('ko-KR')}명</p>
            {list.data._embedded.members.length === 0 ? (
              <EmptyState icon="users" title="조건에 맞는 회원이 없습니다." />
            ) : (
              <MemberTable members={list.data._embedded.members} />
            )}
            <Pager page={list.data.page.number} totalPages={list.data.page.totalPages} onPage={setPage} />
          </>
        )}
      </section>
    </main>
  );
}
