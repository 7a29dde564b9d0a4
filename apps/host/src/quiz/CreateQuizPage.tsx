import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { LIMITS, MSG } from '@babynews/contracts';
import { Alert, Button, Card, Icon, LinkButton, Page, RequireSignIn, TextAreaField } from '@babynews/ui';
import { useOwnedEvent } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { useCreateQuizForm } from './hooks/useCreateQuizForm';
import { OptionRow } from './components/OptionRow';
import './quiz.css';

/**
 * `/event/createQuiz/{eventCode}` (exposed as 'host/CreateQuizPage', spec §2 "Quiz creation"):
 * question textarea, 2 to 5 options each with a radio for the correct one and a delete button
 * while more than 2 remain, add-option (disabled at 5), save (disabled until valid, '저장 중...'
 * while busy) → /user/mypage. Members only; another member's news → '권한이 없습니다.' and '/'.
 */
export default function CreateQuizPage() {
  return (
    <RequireSignIn>
      <CreateQuiz />
    </RequireSignIn>
  );
}

function CreateQuiz() {
  const { eventCode = '' } = useParams<{ eventCode: string }>();
  const news = useOwnedEvent(eventCode);

  return (
    <Page narrow title="퀴즈 만들기" subtitle="소식을 보러 온 가족과 친구들이 풀 퀴즈를 만들어보세요" className="quiz-create">
      <OwnerLoadState state={news} loadingText="소식을 불러오는 중입니다..." errorMessage={MSG.event.loadFailed} onRetry={news.reload} />
      {news.status === 'ready' && <QuizForm eventCode={news.data.code} existing={news.data.quizList.length} />}
    </Page>
  );
}

function QuizForm({ eventCode, existing }: { eventCode: string; existing: number }) {
  const form = useCreateQuizForm(eventCode);
  const group = useId();
  return (
    <>
      <div className="quiz-links">
        <LinkButton to={`/event/quiz/manage/${encodeURIComponent(eventCode)}`} variant="ghost" size="small">
          <Icon name="quiz" size={16} /> 퀴즈 관리{existing > 0 ? ` (${existing}개)` : ''}
        </LinkButton>
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
      </div>
      <Card>
        <form className="quiz-form" onSubmit={(event) => void form.submit(event)} noValidate aria-label="퀴즈 만들기">
          <TextAreaField
            id="quiz-question"
            label="퀴즈 질문"
            requiredMark
            rows={3}
            maxLength={LIMITS.quizQuestionMax}
            placeholder="예: 우리 아기의 태명은 무엇일까요?"
            counter={`${form.question.length}/${LIMITS.quizQuestionMax}`}
            value={form.question}
            disabled={form.busy}
            onChange={(e) => form.setQuestion(e.target.value)}
          />
          <fieldset className="quiz-form__options">
            <legend className="quiz-form__legend">
              보기 <span className="quiz-form__legend-hint">정답 하나를 골라주세요 (2~5개)</span>
            </legend>
            <ol className="bn-stack-list quiz-form__list">
              {form.options.map((option, i) => (
                <OptionRow
                  key={option.key}
                  index={i + 1}
                  text={option.text}
                  correct={option.key === form.correctKey}
                  group={group}
                  deletable={form.canDelete}
                  disabled={form.busy}
                  onText={(text) => form.setOptionText(option.key, text)}
                  onCorrect={() => form.setCorrectKey(option.key)}
                  onDelete={() => form.removeOption(option.key)}
                />
              ))}
            </ol>
            <Button variant="soft" size="small" onClick={form.addOption} disabled={!form.canAdd || form.busy} className="quiz-form__add">
              + 보기 추가 ({form.options.length}/{LIMITS.quizOptionsMax})
            </Button>
          </fieldset>
          {form.error && <Alert>{form.error}</Alert>}
          <Button type="submit" block disabled={!form.canSave} aria-busy={form.busy || undefined}>
            {form.busy ? MSG.quiz.saving : '저장하기'}
          </Button>
          {form.problem && !form.error && (
            <p className="quiz-form__hint" role="note">
              {form.problem}
            </p>
          )}
        </form>
      </Card>
    </>
  );
}
