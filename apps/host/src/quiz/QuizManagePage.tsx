import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG, type QuizManageData } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { EmptyState, Icon, LinkButton, Page, RequireSignIn, showToast } from '@babynews/ui';
import { useOwnedResource } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { deleteQuiz, fetchQuizManage } from './api/quizApi';
import { ManagedQuizCard } from './components/ManagedQuizCard';
import { RankingList } from './components/RankingList';
import { Pager } from './components/Pager';
import './quiz.css';
import './quiz-manage.css';

/**
 * `/event/quiz/manage/{code}` (exposed as 'host/QuizManagePage', spec §2 "quiz management",
 * ARCHITECTURE §4.9): the owner's quizzes with options (correct one marked), delete with confirmation,
 * a link to create another, the answers and the visitors' ranking one page at a time
 * (`?page=`, LIMITS.quizSubmissionsPageSize per list, with a pager); an empty state invites the
 * first quiz. Members only; another member's news → '권한이 없습니다.' and '/'.
 */
export default function QuizManagePage() {
  return (
    <RequireSignIn>
      <QuizManage />
    </RequireSignIn>
  );
}

function QuizManage() {
  const { code } = useParams<{ code: string }>();
  const [page, setPage] = useState(0);
  const load = useCallback((eventCode: string, signal?: AbortSignal) => fetchQuizManage(eventCode, page, signal), [page]);
  const quizzes = useOwnedResource(code, load);

  return (
    <Page narrow title="퀴즈 관리" subtitle="만든 퀴즈와 가족·친구들의 답변을 확인하세요" className="quiz-manage">
      <OwnerLoadState state={quizzes} loadingText="퀴즈를 불러오는 중입니다..." errorMessage={MSG.quiz.manageLoadFailed} onRetry={quizzes.reload} />
      {quizzes.status === 'ready' && <Manager data={quizzes.data} refresh={quizzes.refresh} onPage={setPage} />}
    </Page>
  );
}

function Manager({ data, refresh, onPage }: { data: QuizManageData; refresh: () => Promise<void>; onPage: (page: number) => void }) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const code = encodeURIComponent(data.eventCode);
  const createLink = `/event/createQuiz/${code}`;

  const remove = async (quizId: number) => {
    if (!window.confirm(MSG.quiz.deleteConfirm)) return;
    setDeleting(quizId);
    try {
      await deleteQuiz(quizId);
      await refresh();
      showToast(MSG.quiz.deleted);
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.quiz.deleteFailed, refused));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <div className="quiz-links">
        <LinkButton to={`/event/${code}`} variant="ghost" size="small">
          내 소식 보기
        </LinkButton>
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
      </div>

      {data.quizzes.length === 0 ? (
        <EmptyState
          icon="quiz"
          title={MSG.quiz.manageEmpty}
          text="아기의 태명이나 출산 예정일처럼 가족과 친구들이 맞혀볼 만한 퀴즈를 만들어보세요."
          actions={<LinkButton to={createLink}>첫 퀴즈 만들기</LinkButton>}
        />
      ) : (
        <>
          <LinkButton to={createLink} block>
            <Icon name="quiz" size={18} /> 새 퀴즈 만들기
          </LinkButton>
          <Pager page={data.page} totalPages={data.totalPages} onPage={onPage} label="답변과 순위" />
          <RankingList ranking={data.ranking} total={data.quizzes.length} />
          <div className="quiz-manage__list">
            {data.quizzes.map((quiz, i) => (
              <ManagedQuizCard key={quiz.id} quiz={quiz} number={i + 1} deleting={deleting === quiz.id} onDelete={() => void remove(quiz.id)} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
