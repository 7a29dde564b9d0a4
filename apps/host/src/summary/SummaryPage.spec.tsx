import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatPrice, GIFT_MSG, MSG, THANKS_MSG, type EventWrapUp, type OwnerPledgeRow } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken } from '@babynews/testing';
import SummaryPage from './SummaryPage';

/**
 * The wrap-up summary (ARCHITECTURE §4.20): totals, the '감사 인사 n/m' progress with a checkbox per
 * reservation (saved, and put back when the save fails), hidden reservers in surprise mode, the quiz
 * ranking and the unreserved gifts.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken();

const SUMMARY: EventWrapUp = {
  code: 'abcdefgh12345678',
  title: '콩이가 와요',
  dueDate: null,
  surpriseMode: false,
  revealAt: null,
  reserversHidden: false,
  birthPhotoUrl: null,
  totals: { wishes: 3, reserved: 2, delivered: 1, followers: 4, quizParticipants: 1, thanked: 1 },
  reservations: [
    {
      wishId: 7,
      reservationId: 'r-7-a',
      quantity: 1,
      wishTitle: '아기띠',
      price: 89000,
      reservedName: '김하늘',
      reservedEmail: '010-1234-5678',
      orderStatus: 'DELIVERED',
      reservedAt: '2026-11-23T06:04:00.000Z',
      thanked: true,
      thankYouSent: true,
      thankYouPossible: true,
    },
    {
      wishId: 8,
      reservationId: 'r-8-a',
      quantity: 2,
      wishTitle: '젖병',
      price: null,
      reservedName: '이모',
      reservedEmail: 'aunt@example.com',
      orderStatus: 'PREPARING',
      reservedAt: '2026-11-23T07:00:00.000Z',
      thanked: false,
      thankYouSent: false,
      thankYouPossible: true,
    },
  ],
  pledges: [],
  fund: null,
  pledgeTotals: { pledgedAmount: 0, fundAmount: 0, receivedAmount: 0, pledgeCount: 0 },
  quizCount: 2,
  quizRanking: [{ rank: 1, name: '퀴즈왕', contactInfo: 'q@example.com', score: 2, answered: 2, lastSubmittedAt: '2026-11-23T07:00:00.000Z' }],
  unreserved: [{ wishId: 9, title: '보행기', price: 50000, neededBy: 'MONTH_6_12', mostWanted: true }],
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={['/event/summary/abcdefgh12345678']}>
      <Routes>
        <Route path="/event/summary/:code" element={<SummaryPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

let alert: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().login(TOKEN);
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe('wrap-up summary (ARCHITECTURE §4.20)', () => {
  it('shows totals, the rows, the thank-you progress, the quiz ranking and the unreserved gifts', async () => {
    renderPage(() => okAnswer(SUMMARY));
    expect(await screen.findByText(MSG.parent.thankedProgress(1, 2))).toBeTruthy();
    const rows = screen.getByRole('list', { name: '예약 목록' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['아기띠', '젖병']);
    expect(within(rows).getByText('김하늘')).toBeTruthy();
    expect(screen.getByRole('list', { name: '퀴즈 순위' }).textContent).toContain('퀴즈왕');
    expect(screen.getByRole('list', { name: '아직 예약되지 않은 선물' }).textContent).toContain('꼭 필요해요 · 6~12개월');
  });

  it('ticking a row saves it and moves the progress; a failed save puts it back with an alert', async () => {
    let fail = false;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') return fail ? errorAnswer('INTERNAL_ERROR') : okAnswer({ wishId: 8, thanked: true });
      return okAnswer(SUMMARY);
    });
    const box = await screen.findByRole('checkbox', { name: /감사 인사 완료 \(젖병\)/ });
    await userEvent.click(box);
    expect(await screen.findByText(MSG.parent.thankedProgress(2, 2))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/wish/reservation/8/thanked', { thanked: true, reservationId: 'r-8-a' }],
    ]);

    fail = true;
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(box);
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(await screen.findByText(MSG.parent.thankedProgress(2, 2))).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('sends a thank-you note: the empty note is refused in Korean, the sent note marks the row thanked and sent', async () => {
    const calls = renderPage((call) => {
      if (call.method === 'POST') return okAnswer({ thankYouAt: '2026-11-24T00:00:00.000Z', thanked: true });
      return okAnswer(SUMMARY);
    });
    const rows = await screen.findByRole('list', { name: '예약 목록' });
    // 아기띠's note went already: no button, the mark instead
    expect(within(rows).getAllByText(THANKS_MSG.sentMark)).toHaveLength(1);
    await userEvent.click(within(rows).getByRole('button', { name: `${THANKS_MSG.send} (젖병)` }));
    const form = screen.getByRole('form', { name: THANKS_MSG.sendTo('이모') });
    await userEvent.click(within(form).getByRole('button', { name: THANKS_MSG.submit }));
    expect(within(form).getByRole('alert').textContent).toBe(THANKS_MSG.messageRequired);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(within(form).getByLabelText(THANKS_MSG.messageLabel), '  이모 고마워요!  ');
    await userEvent.click(within(form).getByRole('button', { name: THANKS_MSG.submit }));
    expect(await within(rows).findAllByText(THANKS_MSG.sentMark)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/wish/reservation/8/thankYou', { reservationId: 'r-8-a', message: '이모 고마워요!' }],
    ]);
    expect(screen.getByText(MSG.parent.thankedProgress(2, 2))).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /감사 인사 완료 \(젖병\)/ }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['ticked, the note carries the photo', false, true],
    ['unticked, the note goes without it', true, undefined],
  ])('once the birth is announced with a photo the note offers it, ticked by default; %s', async (_name, untick, withBirthPhoto) => {
    const photo = 'https://babynews.example/files/wish/7-1700000000000-0a1b2c3d4e5f-birth.webp';
    const calls = renderPage((call) => {
      if (call.method === 'POST') return okAnswer({ thankYouAt: '2026-11-24T00:00:00.000Z', thanked: true });
      return okAnswer({ ...SUMMARY, birthPhotoUrl: photo });
    });
    const rows = await screen.findByRole('list', { name: '예약 목록' });
    await userEvent.click(within(rows).getByRole('button', { name: `${THANKS_MSG.send} (젖병)` }));
    const form = screen.getByRole('form', { name: THANKS_MSG.sendTo('이모') });
    const box = within(form).getByRole('checkbox', { name: THANKS_MSG.withBirthPhoto }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(within(form).getByRole('img', { name: THANKS_MSG.birthPhotoAlt }).getAttribute('src')).toBe(photo);
    if (untick) await userEvent.click(box);
    await userEvent.type(within(form).getByLabelText(THANKS_MSG.messageLabel), '고마워요');
    await userEvent.click(within(form).getByRole('button', { name: THANKS_MSG.submit }));
    expect(await within(rows).findAllByText(THANKS_MSG.sentMark)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reservationId: 'r-8-a', message: '고마워요', withBirthPhoto }]);
  });

  it('without a birth photo the note offers none', async () => {
    renderPage(() => okAnswer(SUMMARY));
    const rows = await screen.findByRole('list', { name: '예약 목록' });
    await userEvent.click(within(rows).getByRole('button', { name: `${THANKS_MSG.send} (젖병)` }));
    const form = screen.getByRole('form', { name: THANKS_MSG.sendTo('이모') });
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).queryByRole('img')).toBeNull();
  });

  it("a refused note keeps the form with the server's Korean message", async () => {
    renderPage((call) => (call.method === 'POST' ? errorAnswer('THANK_YOU_ALREADY_SENT') : okAnswer(SUMMARY)));
    const rows = await screen.findByRole('list', { name: '예약 목록' });
    await userEvent.click(within(rows).getByRole('button', { name: `${THANKS_MSG.send} (젖병)` }));
    const form = screen.getByRole('form', { name: THANKS_MSG.sendTo('이모') });
    await userEvent.type(within(form).getByLabelText(THANKS_MSG.messageLabel), '고마워요');
    await userEvent.click(within(form).getByRole('button', { name: THANKS_MSG.submit }));
    expect((await within(form).findByRole('alert')).textContent).toBe(THANKS_MSG.alreadySent);
    expect(within(rows).getAllByText(THANKS_MSG.sentMark)).toHaveLength(1);
  });

  it('in surprise mode the rows say 비공개 and the reveal day is named', async () => {
    const hidden: EventWrapUp = {
      ...SUMMARY,
      surpriseMode: true,
      dueDate: '2027-05-10',
      reserversHidden: true,
      reservations: SUMMARY.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })),
    };
    renderPage(() => okAnswer(hidden));
    expect(await screen.findByRole('note')).toHaveProperty('textContent', MSG.parent.surpriseHidden('2027년 5월 10일'));
    expect(within(screen.getByRole('list', { name: '예약 목록' })).getAllByText(MSG.parent.hiddenName)).toHaveLength(4);
    expect(screen.queryByText('김하늘')).toBeNull();
  });
});

const PLEDGES: OwnerPledgeRow[] = [
  {
    pledgeId: 'p-group-1',
    kind: 'GROUP_GIFT',
    wishId: 11,
    wishTitle: '유모차',
    name: '박친구',
    contact: 'friend@example.com',
    message: '순산하세요!',
    amount: 120000,
    createdAt: '2026-11-23T08:00:00.000Z',
    received: false,
    thankYouSent: false,
    thankYouPossible: true,
  },
  {
    pledgeId: 'p-fund-1',
    kind: 'FUND',
    wishId: null,
    wishTitle: null,
    name: '최동료',
    contact: '010-9999-0000',
    message: '',
    amount: 50000,
    createdAt: '2026-11-23T09:00:00.000Z',
    received: true,
    thankYouSent: false,
    thankYouPossible: false,
  },
];
const WITH_PLEDGES: EventWrapUp = {
  ...SUMMARY,
  pledges: PLEDGES,
  fund: { enabled: true, goal: 500000, pledgedAmount: 50000, giverCount: 1, transferGuide: '카카오뱅크 3333-00-1234567' },
  pledgeTotals: { pledgedAmount: 170000, fundAmount: 50000, receivedAmount: 50000, pledgeCount: 2 },
};

/** The value of the total labelled `label` in '한눈에 보기'. */
function total(label: string): string | null | undefined {
  const totals = document.querySelector<HTMLElement>('dl[aria-label="한눈에 보기"]')!;
  const term = within(totals).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('wrap-up summary: quantities, group gifts and the 축의금 fund (ARCHITECTURE §4.22)', () => {
  it("shows each reservation's units, every pledge with kind, gift, giver, amount and message, and the KRW totals", async () => {
    renderPage(() => okAnswer(WITH_PLEDGES));
    const pledges = await screen.findByRole('list', { name: '참여 목록' });
    const [group, fund] = within(pledges).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(group.textContent).toContain(GIFT_MSG.pledgeKind.GROUP_GIFT);
    expect(group.textContent).toContain('유모차');
    expect(group.textContent).toContain('박친구');
    expect(group.textContent).toContain('friend@example.com');
    expect(group.textContent).toContain('120,000원');
    expect(group.textContent).toContain('순산하세요!');
    expect(fund.textContent).toContain(GIFT_MSG.pledgeKind.FUND);
    expect(fund.textContent).toContain('최동료');
    expect(fund.textContent).toContain('50,000원');
    expect(fund.textContent).not.toContain('메시지');
    expect((within(fund).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    const rows = within(screen.getByRole('list', { name: '예약 목록' })).getAllByRole('listitem');
    expect(rows[1]!.textContent).toContain(`${GIFT_MSG.quantityLabel}${GIFT_MSG.units(2)}`);

    expect(total(GIFT_MSG.totalPledged)).toBe('170,000원');
    expect(total(GIFT_MSG.totalFund)).toBe('50,000원');
    expect(total(GIFT_MSG.totalReceived)).toBe('50,000원');
    expect(screen.getByText(`${GIFT_MSG.fundSoFar(1, '50,000원')} / 500,000원`)).toBeTruthy();
  });

  it('in surprise mode the pledgers read 비공개 and no name, contact or message appears', async () => {
    const hidden: EventWrapUp = {
      ...WITH_PLEDGES,
      surpriseMode: true,
      reserversHidden: true,
      reservations: SUMMARY.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })),
      pledges: PLEDGES.map((pledge) => ({ ...pledge, name: null, contact: null, message: null })),
    };
    renderPage(() => okAnswer(hidden));
    const pledges = await screen.findByRole('list', { name: '참여 목록' });
    expect(within(pledges).getAllByText(MSG.parent.hiddenName)).toHaveLength(4);
    for (const secret of ['박친구', 'friend@example.com', '순산하세요!', '최동료', '010-9999-0000']) expect(document.body.textContent).not.toContain(secret);
    // amounts stay: the owner needs them to match transfers
    expect(pledges.textContent).toContain('120,000원');
  });

  it('ticking 받음 확인 saves it and moves the received total; a failed save puts both back with an alert', async () => {
    let fail = false;
    const calls = renderPage((call) => {
      if (call.method === 'PUT') return fail ? errorAnswer('PLEDGE_NOT_FOUND') : okAnswer({ pledgeId: 'p-group-1', received: true });
      return okAnswer(WITH_PLEDGES);
    });
    const box = (await screen.findByRole('checkbox', { name: `${GIFT_MSG.pledgeReceivedLabel} (유모차 120,000원)` })) as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(total(GIFT_MSG.totalReceived)).toBe('170,000원'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/pledge/p-group-1/received', { received: true }]]);

    fail = true;
    await waitFor(() => expect(box.disabled).toBe(false));
    await userEvent.click(box);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GIFT_MSG.pledgeNotFound));
    await waitFor(() => expect(box.checked).toBe(true));
    expect(total(GIFT_MSG.totalReceived)).toBe('170,000원');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ received: true }, { received: false }]);
  });

  it('a network failure on 받음 확인 rolls back with the generic text', async () => {
    const calls = renderPage((call) => {
      if (call.method === 'PUT') throw new Error('offline');
      return okAnswer(WITH_PLEDGES);
    });
    const box = (await screen.findByRole('checkbox', { name: `${GIFT_MSG.pledgeReceivedLabel} (${GIFT_MSG.pledgeKind.FUND} 50,000원)` })) as HTMLInputElement;
    await userEvent.click(box);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GIFT_MSG.pledgeReceivedFailed));
    expect(box.checked).toBe(true);
    expect(total(GIFT_MSG.totalReceived)).toBe(formatPrice(50000));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('no pledges: the section says so and the totals read 0원', async () => {
    renderPage(() => okAnswer(SUMMARY));
    expect(await screen.findByText(GIFT_MSG.noPledges)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '참여 목록' })).toBeNull();
    expect(total(GIFT_MSG.totalPledged)).toBe('0원');
  });

  it('a failed load shows the error with retry; retry loads the summary', async () => {
    let fail = true;
    renderPage(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(WITH_PLEDGES)));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '참여 목록' })).toBeTruthy();
  });
});
