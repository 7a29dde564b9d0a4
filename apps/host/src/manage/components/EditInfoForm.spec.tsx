import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GIFT_MSG, type EventInfo, type FundOwner } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { installFakeFetch, okAnswer, fakeSessionToken, type FakeCall } from '@babynews/testing';
import { EditInfoForm } from './EditInfoForm';

/**
 * The 축의금 fund settings of the news form (ARCHITECTURE §4.22): '축의금 받기', an optional goal in 원 and
 * the transfer guide are sent as `fund: {enabled, goal, transferGuide}` in `PUT /api/event/update/{code}`;
 * an untouched page that never had a fund sends no `fund` (absent keeps); turning an open fund off is
 * sent; fundSettingsSchema's messages stop a bad goal or an over-long guide before any call.
 */

jest.mock('../../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const CODE = 'abcdefgh12345678';
const EVENT: EventInfo = {
  code: CODE,
  title: '콩이가 와요',
  description: '곧 만나요',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  wishList: [],
  quizList: [],
  postCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailAddress: '101호',
  fund: null,
};
const OPEN_FUND: FundOwner = { enabled: true, goal: 500000, pledgedAmount: 150000, giverCount: 3, transferGuide: '카카오뱅크 3333-00-1234567 홍길동' };

function renderForm(event: EventInfo = EVENT) {
  const calls = installFakeFetch((call) => okAnswer({ code: CODE, title: (call.body as { title: string }).title, description: '곧 만나요' }));
  const onSaved = jest.fn();
  render(<EditInfoForm event={event} onSaved={onSaved} />);
  return { calls, onSaved };
}

const updates = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === `/event/update/${CODE}`);
const save = () => userEvent.click(screen.getByRole('button', { name: '저장하기' }));

beforeEach(() => useSession.getState().login(fakeSessionToken()));

describe('news form: 축의금 fund settings (ARCHITECTURE §4.22)', () => {
  it("turning on '축의금 받기' with a goal and a transfer guide sends them as fund", async () => {
    const { calls, onSaved } = renderForm();
    expect(screen.queryByLabelText(GIFT_MSG.fundGoalLabel)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(GIFT_MSG.fundToggle) }));
    await userEvent.type(screen.getByLabelText(GIFT_MSG.fundGoalLabel), '300000');
    expect((screen.getByLabelText(GIFT_MSG.fundGoalLabel) as HTMLInputElement).value).toBe('300,000');
    await userEvent.type(screen.getByLabelText(GIFT_MSG.transferGuideTitle), '국민 123-45-6789 김콩이');
    expect(screen.getByText(GIFT_MSG.noPaymentNotice)).toBeTruthy();
    await save();

    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).toMatchObject({
      title: '콩이가 와요',
      fund: { enabled: true, goal: 300000, transferGuide: '국민 123-45-6789 김콩이' },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('without a goal or guide the fund is sent with nulls', async () => {
    const { calls } = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(GIFT_MSG.fundToggle) }));
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect((updates(calls)[0]!.body as { fund: unknown }).fund).toEqual({ enabled: true, goal: null, transferGuide: null });
  });

  it('a page that never had a fund and leaves it off sends no fund (absent keeps)', async () => {
    const { calls } = renderForm();
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).not.toHaveProperty('fund');
  });

  it('an open fund starts filled in with its totals; turning it off is sent', async () => {
    const { calls } = renderForm({ ...EVENT, fund: OPEN_FUND });
    expect((screen.getByLabelText(GIFT_MSG.fundGoalLabel) as HTMLInputElement).value).toBe('500,000');
    expect((screen.getByLabelText(GIFT_MSG.transferGuideTitle) as HTMLTextAreaElement).value).toBe(OPEN_FUND.transferGuide);
    expect(screen.getByText(GIFT_MSG.fundSoFar(3, '150,000원'))).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(GIFT_MSG.fundToggle) }));
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect((updates(calls)[0]!.body as { fund: unknown }).fund).toEqual({ enabled: false, goal: 500000, transferGuide: OPEN_FUND.transferGuide });
  });

  it('a goal under 1,000원 shows the schema message and sends nothing', async () => {
    const { calls } = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(GIFT_MSG.fundToggle) }));
    await userEvent.type(screen.getByLabelText(GIFT_MSG.fundGoalLabel), '500');
    await save();
    expect(await screen.findByText(GIFT_MSG.fundGoalInvalid)).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
  });

  it('a transfer guide over 500 characters shows the schema message and sends nothing', async () => {
    const { calls } = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(GIFT_MSG.fundToggle) }));
    fireEvent.change(screen.getByLabelText(GIFT_MSG.transferGuideTitle), { target: { value: '가'.repeat(501) } });
    await save();
    expect(await screen.findByText(GIFT_MSG.transferGuideTooLong)).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
  });
});
