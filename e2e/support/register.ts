import type { Page } from '@playwright/test';
import { MSG } from '@babynews/contracts';
import { expect, type uniqueMember } from './fixtures';

/**
 * Opens `/user/register`, fills the form with `mom` and passes the three duplicate checks (아이디, 이메일,
 * 닉네임); the consent step and the submit are the caller's.
 */
export async function fillRegisterForm(page: Page, mom: ReturnType<typeof uniqueMember>): Promise<void> {
  await page.goto('/user/register');
  await page.getByLabel('아이디').fill(mom.username);
  await page.getByRole('button', { name: '아이디 중복 확인' }).click();
  await expect(page.getByRole('button', { name: '아이디 중복 확인 완료' })).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(mom.password);
  await page.getByLabel('비밀번호 확인').fill(mom.password);
  await page.getByLabel('이메일', { exact: true }).fill(mom.email);
  await page.getByRole('button', { name: '이메일 중복 확인' }).click();
  await expect(page.getByText(MSG.auth.emailAvailable)).toBeVisible();
  await page.getByLabel('닉네임').fill(mom.displayName);
  await page.getByRole('button', { name: '닉네임 중복 확인' }).click();
  await expect(page.getByText(MSG.auth.displayNameAvailable)).toBeVisible();
}
