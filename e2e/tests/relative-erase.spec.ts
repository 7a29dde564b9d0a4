import { ERASE_MSG } from '@babynews/contracts';
import { expectStatus, reserveBody } from '@babynews/testing';
import { e2eKit, ownerWithNews } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * A relative erases their own reservation from the reservation page (ARCHITECTURE §4.24): after the PIN
 * opened it, '내 정보 삭제' explains in a dialog that a 준비중 reservation is cancelled and the name goes;
 * '삭제하기' shows the result, the gift is free again for another relative and the owner sees only
 * '선물한 분 1' among the cancellations.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('erase: a relative deletes their 준비중 reservation from its page; the gift is free again and the owner sees no name', async ({ page }) => {
  const { api, make } = e2eKit(page.request);
  const { token, code } = await ownerWithNews(page.request, 'erase');
  const wish = await make.wish({ token, code }, { title: '아기 손수건' });
  const reserved = expectStatus(
    await api.reserve(wish.id, reserveBody(code, { reservedName: '김지움', reservedEmail: '010-9876-5432', reservedPassword: '4826' })),
    201,
    'reserve',
  );

  await page.goto(`/event/wishReserved/${wish.id}?code=${code}&reservation=${reserved.reservationId}`);
  await page.getByLabel('비밀번호 4자리').fill('4826');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();

  await page.getByRole('button', { name: ERASE_MSG.action }).click();
  const dialog = page.getByRole('dialog', { name: ERASE_MSG.dialogTitle });
  await expect(dialog.getByText(ERASE_MSG.reservationDeletes)).toBeVisible();
  const erasing = page.waitForRequest((r) => r.url().endsWith(`/api/wish/reservation/erase/${wish.id}`) && r.method() === 'POST');
  await dialog.getByRole('button', { name: ERASE_MSG.confirm }).click();
  expect((await erasing).postDataJSON()).toEqual({ eventCode: code, reservationId: reserved.reservationId, password: '4826' });
  await expect(page.getByText(ERASE_MSG.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: '소식으로 돌아가기' })).toHaveAttribute('href', `/event/${code}`);

  // The gift is free again, and the owner's view keeps no name or contact of the erased reservation.
  expectStatus(await api.reserve(wish.id, reserveBody(code, { reservedName: '박다음' })), 201, 'reserve again');
  const owner = expectStatus(await api.ownerReservation(token, wish.id), 200, 'owner view');
  expect(owner.cancelledReservations).toEqual([expect.objectContaining({ reservedName: ERASE_MSG.anonymousName(1), reservedEmail: '' })]);
  expect(JSON.stringify(owner)).not.toContain('김지움');
  expect(JSON.stringify(owner)).not.toContain('010-9876-5432');
});
