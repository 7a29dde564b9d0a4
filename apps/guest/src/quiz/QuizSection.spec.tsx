import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_MSG, type QuizPublic } from '@babynews/contracts';
import { installFakeFetch, okAnswer } from '@babynews/testing';
import { QuizSection } from './QuizSection';

const CODE = 'QuizPage1';
const QUIZ = {
  id: 4,
  question: '아기의 태명은?',
  options: [
    { id: 41, text: '콩이' },
    { id: 42, text: '복덩이' },
  ],
} as QuizPublic;

beforeEach(() => localStorage.clear());

/**
 * The quiz's contact step (ARCHITECTURE §4.24): loaded after the answers, it shows the relatives' notice
 * tied to one required box; the answers are not sent without the box, then go with `privacyConsent`.
 */
describe('quiz contact step with the relatives’ notice', () => {
  it('shows the notice after 다음 and sends nothing until the box is ticked', async () => {
    const calls = installFakeFetch(() => okAnswer({ quizId: 4, submitted: true }));
    const user = userEvent.setup();
    render(<QuizSection code={CODE} quizzes={[QUIZ]} />);
    // The notice is not part of the questions' step.
    expect(screen.queryByText(CONSENT_MSG.relativeConsentLabel)).toBeNull();
    await user.click(screen.getByLabelText('복덩이'));
    await user.click(screen.getByRole('button', { name: '다음' }));

    const box = (await screen.findByLabelText(CONSENT_MSG.relativeConsentLabel)) as HTMLInputElement;
    expect([box.type, box.required, box.checked]).toEqual(['checkbox', true, false]);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toContain(CONSENT_MSG.relativeNotice.purpose);
    await user.type(screen.getByLabelText('이름'), '이모');
    await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONSENT_MSG.missing.relative));
    expect(calls).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ eventCode: CODE, selectedOptionId: 42, name: '이모', contactInfo: '010-1234-5678', privacyConsent: true });
  });
});
