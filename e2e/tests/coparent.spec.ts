import { COPARENT_MSG } from '@babynews/contracts';
import { acceptDialogs, joinMember, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * Two parents in the browser at 360 × 740 (ARCHITECTURE "Two parents"): the creator makes an invitation link
 * on the management page, the second parent opens it signed in and accepts, the creator confirms them by
 * display name, and the wish the second parent then adds is on the creator's list.
 */

const PHONE = { width: 360, height: 740 };

test('the second parent accepts the invitation and adds a wish the first sees', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const creator = await ownerWithNews(request, 'cop1');
  const second = await joinMember(request, 'cop2');

  const creatorContext = await signedInContext(browser, baseURL!, creator.token, { viewport: PHONE });
  const creatorPage = await creatorContext.newPage();
  acceptDialogs(creatorPage);
  await creatorPage.goto(`/event/manage/${creator.code}`);
  await creatorPage.getByRole('button', { name: COPARENT_MSG.invite }).click();
  const link = creatorPage.getByLabel('공동 관리 초대 링크');
  await expect(link).toHaveValue(/#t=[A-Za-z0-9_-]{43}$/);
  const invite = new URL(await link.inputValue());

  const secondContext = await signedInContext(browser, baseURL!, second.token, { viewport: PHONE });
  const secondPage = await secondContext.newPage();
  acceptDialogs(secondPage);
  await secondPage.goto(`${invite.pathname}${invite.hash}`);
  await secondPage.getByRole('button', { name: COPARENT_MSG.acceptButton }).click();
  await expect(secondPage.getByText(`${creator.member.displayName}님이 승인하면`, { exact: false })).toBeVisible();
  // Accepted, not confirmed: the management page is still closed to them.
  await secondPage.goto(`/event/editWishList/${creator.code}`);
  await expect(secondPage).toHaveURL(/\/$/);

  await creatorPage.reload();
  await expect(creatorPage.getByTestId('coparent-accepted')).toHaveText(COPARENT_MSG.accepted(second.member.displayName));
  await creatorPage.getByRole('button', { name: COPARENT_MSG.confirm }).click();
  await expect(creatorPage.getByText(COPARENT_MSG.confirmed(second.member.displayName))).toBeVisible();

  await secondPage.goto(`/event/editWishList/${creator.code}`);
  await secondPage.getByRole('button', { name: '위시리스트 추가' }).click();
  const form = secondPage.getByRole('form', { name: '위시리스트 추가' });
  await form.getByLabel('제목').fill('둘째 부모의 아기 띠');
  const created = secondPage.waitForResponse((r) => r.url().endsWith(`/api/wish/create/${creator.code}`));
  await form.getByRole('button', { name: '추가하기' }).click();
  expect((await created).status()).toBe(201);
  // The co-parent's management page names whose page it is, and has no delete card.
  await secondPage.goto(`/event/manage/${creator.code}`);
  await expect(secondPage.getByText(COPARENT_MSG.coparentLine(creator.member.displayName))).toBeVisible();
  await expect(secondPage.getByRole('button', { name: '소식 삭제하기' })).toHaveCount(0);

  await creatorPage.goto(`/event/editWishList/${creator.code}`);
  await expect(creatorPage.getByRole('listitem').filter({ hasText: '둘째 부모의 아기 띠' })).toBeVisible();
  const width = await creatorPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await creatorContext.close();
  await secondContext.close();
});
