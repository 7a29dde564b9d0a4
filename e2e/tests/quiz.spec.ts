import type { Page } from '@playwright/test';
import { CONSENT_MSG, MSG } from '@babynews/contracts';
import { acceptDialogs, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The quiz journey (spec §2 quiz creation / quiz on the news page / quiz management, §4,
 * §5, §8; ARCHITECTURE §4.9): the owner builds a 3-question quiz through the form (the 2-to-5 option
 * bounds, a single correct answer, blank fields keeping save disabled, 'saving...', a failed save);
 * a relative answers it on the news page (each §5 message), sees '퀴즈 제출 완료' again after a reload
 * and gets the 409 message from a new browser; a third visitor recovers from a partial failure by
 * re-sending only the failed quiz; the owner sees every answer and the ranking, then deletes a quiz.
 */

const QUIZZES = [
  { question: '우리 아기의 태명은 무엇일까요?', options: ['콩이', '복덩이', '튼튼이'], correct: 1 },
  { question: '아기는 언제 태어날까요?', options: ['봄', '여름'], correct: 0 },
  { question: '엄마가 요즘 가장 먹고 싶은 음식은?', options: ['떡볶이', '딸기', '냉면'], correct: 1 },
];
const RELATIVE = { name: '김하늘', phone: '010-1234-5678', answers: ['복덩이', '여름', '딸기'] }; // 2 right
const AUNT = { name: '이모', phone: '010-9999-8888', answers: ['콩이', '봄', '냉면'] }; // 1 right

/** Fills the creation form with `quiz` (options beyond the initial two are added first) and saves. */
async function createThroughForm(owner: Page, code: string, quiz: (typeof QUIZZES)[number]) {
  await owner.goto(`/event/createQuiz/${code}`);
  await owner.getByLabel('퀴즈 질문').fill(quiz.question);
  for (let i = 2; i < quiz.options.length; i++) await owner.getByRole('button', { name: /보기 추가/ }).click();
  for (const [i, text] of quiz.options.entries()) await owner.getByLabel(`보기 ${i + 1}`, { exact: true }).fill(text);
  await owner.getByRole('radio', { name: `보기 ${quiz.correct + 1} 정답` }).check();
  await owner.getByRole('button', { name: '저장하기' }).click();
  await owner.waitForURL(/\/user\/mypage$/);
}

/** Opens the news page as a visitor, closing the title popup so it cannot cover the quiz. */
async function openNews(page: Page, code: string) {
  await page.goto(`/event/${code}`);
  const close = page.getByRole('dialog').getByRole('button', { name: '닫기' });
  await close.click({ timeout: 5_000 }).catch(() => undefined); // already gone is fine
  return page.getByRole('region', { name: '아기 소식 퀴즈' });
}

async function answerAll(page: Page, answers: string[]) {
  for (const [i, quiz] of QUIZZES.entries()) await page.getByRole('group', { name: quiz.question }).getByRole('radio', { name: answers[i] }).check();
}

test('quiz: the owner builds three questions, relatives answer once per contact, the owner sees answers and ranking', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000); // four browser contexts and three passes through the form
  const { token, code } = await ownerWithNews(page.request, 'quiz', { description: '우리 가족의 새 소식' });
  const owner = await (await signedInContext(browser, baseURL!, token)).newPage();
  const ownerDialogs = acceptDialogs(owner);

  // ---- empty management page invites the first quiz
  await owner.goto(`/event/quiz/manage/${code}`);
  await expect(owner.getByRole('heading', { name: MSG.quiz.manageEmpty })).toBeVisible();
  await owner.getByRole('link', { name: '첫 퀴즈 만들기' }).click();
  await expect(owner).toHaveURL(new RegExp(`/event/createQuiz/${code}$`));

  // ---- the form: two options, the first correct, no delete at 2, add disabled at 5, one answer only
  const save = owner.getByRole('button', { name: '저장하기' });
  const add = owner.getByRole('button', { name: /보기 추가/ });
  const optionInputs = owner.getByRole('textbox', { name: /^보기 \d$/ });
  await expect(owner.getByRole('heading', { name: '퀴즈 만들기' })).toBeVisible();
  await expect(optionInputs).toHaveCount(2);
  await expect(owner.getByRole('radio', { name: '보기 1 정답' })).toBeChecked();
  await expect(owner.getByRole('button', { name: /^보기 \d 삭제$/ })).toHaveCount(0); // one option is impossible
  await expect(save).toBeDisabled();
  await owner.getByLabel('퀴즈 질문').fill(QUIZZES[0].question);
  await owner.getByLabel('보기 1', { exact: true }).fill('콩이');
  await expect(save).toBeDisabled(); // option 2 is blank
  await expect(owner.getByText(MSG.quiz.optionRequired)).toBeVisible();
  for (let i = 0; i < 3; i++) await add.click();
  await expect(optionInputs).toHaveCount(5);
  await expect(add).toBeDisabled(); // a sixth option is impossible
  await expect(owner.getByRole('button', { name: /^보기 \d 삭제$/ })).toHaveCount(5);
  for (const [i, text] of ['복덩이', '튼튼이', '사랑이', '별이'].entries()) await owner.getByLabel(`보기 ${i + 2}`, { exact: true }).fill(text);
  await expect(save).toBeEnabled();
  await owner.getByRole('radio', { name: '보기 2 정답' }).check();
  await expect(owner.getByRole('radio', { name: '보기 1 정답' })).not.toBeChecked(); // two correct is impossible
  await expect(owner.getByRole('radio', { checked: true })).toHaveCount(1);
  await owner.getByLabel('보기 3', { exact: true }).fill('   ');
  await expect(save).toBeDisabled(); // a blank option
  await owner.getByLabel('보기 3', { exact: true }).fill('튼튼이');
  await owner.getByLabel('퀴즈 질문').fill('   ');
  await expect(save).toBeDisabled(); // a blank question
  await expect(owner.getByText(MSG.quiz.questionRequired)).toBeVisible();
  await owner.getByLabel('퀴즈 질문').fill(QUIZZES[0].question);
  await owner.getByRole('button', { name: '보기 5 삭제' }).click();
  await owner.getByRole('button', { name: '보기 4 삭제' }).click();
  await expect(optionInputs).toHaveCount(3);
  await expect(add).toBeEnabled();
  await expect(owner.getByRole('radio', { name: '보기 2 정답' })).toBeChecked();

  // a failed save shows the fallback text; then 'saving...' while the real save runs
  await owner.route('**/api/quiz/create/**', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
  await save.click();
  await expect(owner.getByRole('alert')).toHaveText(MSG.quiz.createFailed);
  // The save is held at the network until the 'saving...' state has been seen, then let through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await owner.route('**/api/quiz/create/**', async (route) => {
    await held;
    await route.continue();
  });
  await save.click();
  await expect(owner.getByRole('button', { name: MSG.quiz.saving })).toBeDisabled();
  release();
  await owner.waitForURL(/\/user\/mypage$/);
  await owner.unroute('**/api/quiz/create/**');

  await createThroughForm(owner, code, QUIZZES[1]);
  await createThroughForm(owner, code, QUIZZES[2]);

  // ---- a relative answers on the news page
  const relativeContext = await browser.newContext({ baseURL });
  const relative = await relativeContext.newPage();
  const quiz = await openNews(relative, code);
  await expect(quiz.getByRole('group')).toHaveCount(3);
  await quiz.getByRole('button', { name: '다음' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(MSG.quiz.answerAll);
  await relative.getByRole('group', { name: QUIZZES[0].question }).getByRole('radio', { name: RELATIVE.answers[0] }).check();
  await quiz.getByRole('button', { name: '다음' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(MSG.quiz.answerAll);
  await answerAll(relative, RELATIVE.answers);
  await quiz.getByRole('button', { name: '다음' }).click();
  await quiz.getByLabel('이름').fill('  ');
  await quiz.getByLabel('연락처').fill(RELATIVE.phone);
  await quiz.getByRole('button', { name: '제출하기' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(MSG.quiz.contactRequired);
  await quiz.getByLabel('이름').fill(RELATIVE.name);
  // The relatives' notice (ARCHITECTURE §4.24): nothing is sent before its box is ticked.
  await quiz.getByRole('button', { name: '제출하기' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(CONSENT_MSG.missing.relative);
  await quiz.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  // Every answer carries the page's share code (ARCHITECTURE §4.7): without it the API answers 400.
  const submitted: unknown[] = [];
  relative.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/quiz/submit/')) submitted.push(r.postDataJSON());
  });
  await quiz.getByRole('button', { name: '제출하기' }).click();
  await expect(relative.getByRole('heading', { name: MSG.quiz.submitted })).toBeVisible();
  expect(submitted).toHaveLength(3);
  for (const body of submitted) expect(body).toMatchObject({ eventCode: code, name: RELATIVE.name, privacyConsent: true });
  expect(await relative.evaluate((key) => localStorage.getItem(key), `quiz_submitted_${code}`)).toBe('true');
  await relative.reload();
  await expect(relative.getByRole('heading', { name: MSG.quiz.submitted })).toBeVisible();
  await expect(relative.getByRole('button', { name: '다음' })).toHaveCount(0);

  // ---- the same relative, same phone spelled differently, in a new browser: 409 message
  const again = await (await browser.newContext({ baseURL })).newPage();
  const againQuiz = await openNews(again, code);
  await answerAll(again, ['콩이', '봄', '떡볶이']);
  await againQuiz.getByRole('button', { name: '다음' }).click();
  await againQuiz.getByLabel('이름').fill(RELATIVE.name);
  await againQuiz.getByLabel('연락처').fill(' 01012345678 ');
  await againQuiz.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await againQuiz.getByRole('button', { name: '제출하기' }).click();
  await expect(againQuiz.getByRole('alert')).toHaveText(MSG.quiz.alreadySubmitted);
  await expect(again.getByRole('heading', { name: MSG.quiz.submitted })).toHaveCount(0);

  // ---- a third visitor: the second quiz fails once; the retry sends only that one
  const aunt = await (await browser.newContext({ baseURL })).newPage();
  const auntQuiz = await openNews(aunt, code);
  const sent: string[] = [];
  aunt.on('request', (r) => {
    if (r.url().includes('/api/quiz/submit/')) sent.push(r.url().split('/').pop()!);
  });
  const secondId = await aunt.evaluate(async (c) => (await (await fetch(`/api/event/fetchInfoByCode/${c}`)).json()).quizList[1].id, code);
  await aunt.route(`**/api/quiz/submit/${secondId}`, (route) => route.abort(), { times: 1 });
  await answerAll(aunt, AUNT.answers);
  await auntQuiz.getByRole('button', { name: '다음' }).click();
  await auntQuiz.getByLabel('이름').fill(AUNT.name);
  await auntQuiz.getByLabel('연락처').fill(AUNT.phone);
  await auntQuiz.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await auntQuiz.getByRole('button', { name: '제출하기' }).click();
  await expect(auntQuiz.getByRole('alert')).toHaveText(MSG.quiz.partialFailed(1));
  const failedList = auntQuiz.getByRole('list', { name: '제출하지 못한 퀴즈' });
  await expect(failedList.getByRole('listitem')).toHaveCount(1);
  await expect(failedList).toContainText(QUIZZES[1].question);
  await expect(failedList).toContainText(MSG.quiz.submitFailed);
  expect(sent).toHaveLength(3);
  await auntQuiz.getByRole('button', { name: '다시 제출하기' }).click();
  await expect(aunt.getByRole('heading', { name: MSG.quiz.submitted })).toBeVisible();
  expect(sent.slice(3)).toEqual([String(secondId)]);

  // ---- the owner: every answer, the correct options, the ranking
  await owner.goto(`/event/quiz/manage/${code}`);
  const cards = owner.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [i, q] of QUIZZES.entries()) {
    const card = owner.getByRole('article', { name: q.question });
    await expect(card.getByRole('listitem').filter({ hasText: '정답' })).toHaveText(new RegExp(q.options[q.correct]));
    const rows = card.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3); // header + one row per visitor: the 409 attempt stored nothing
    const mine = rows.filter({ hasText: RELATIVE.name });
    await expect(mine).toContainText(RELATIVE.phone);
    await expect(mine).toContainText(RELATIVE.answers[i]);
    await expect(mine).toContainText(q.options[q.correct] === RELATIVE.answers[i] ? '정답' : '오답');
    await expect(rows.filter({ hasText: AUNT.name })).toContainText(q.options[q.correct] === AUNT.answers[i] ? '정답' : '오답');
  }
  const ranking = owner.getByRole('list', { name: '점수 순위' }).getByRole('listitem');
  await expect(ranking).toHaveCount(2);
  await expect(ranking.nth(0)).toContainText(new RegExp(`1위\\s*${RELATIVE.name}`));
  await expect(ranking.nth(0)).toContainText('2점');
  await expect(ranking.nth(1)).toContainText(new RegExp(`2위\\s*${AUNT.name}`));
  await expect(ranking.nth(1)).toContainText('1점');

  // ---- delete the third quiz (confirmation), the ranking follows
  await owner.getByRole('button', { name: `${QUIZZES[2].question} 퀴즈 삭제` }).click();
  await expect(cards).toHaveCount(2);
  expect(ownerDialogs).toEqual([MSG.quiz.deleteConfirm]);
  await expect(ranking.nth(0)).toContainText('1점');
  await expect(ranking.nth(1)).toContainText('1점');
  await openNews(again, code);
  await expect(again.getByRole('group')).toHaveCount(2);
});

test('quiz: another member cannot open quiz creation or management', async ({ page, browser, baseURL }) => {
  const { code } = await ownerWithNews(page.request, 'quiz', { description: '우리 가족의 새 소식' });
  const other = await ownerWithNews(page.request, 'quiz', { description: '우리 가족의 새 소식' });
  for (const path of [`/event/quiz/manage/${code}`, `/event/createQuiz/${code}`]) {
    const intruder = await (await signedInContext(browser, baseURL!, other.token)).newPage();
    const dialogs = acceptDialogs(intruder);
    await intruder.goto(path);
    await intruder.waitForURL((url) => url.pathname === '/');
    expect(dialogs).toEqual([MSG.event.notOwner]);
    expect(await intruder.evaluate(() => localStorage.getItem('token'))).toBe(other.token); // still signed in
    await intruder.context().close();
  }
});
