import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { joinRoute } from '../../libs/contracts/src/auth/routes';
import sharp from 'sharp';
import { eventCreateRoute, eventUpdateRoute } from '../../libs/contracts/src/events/routes';
import { guestbookPostRoute } from '../../libs/contracts/src/guestbook/routes';
import { presignRoute } from '../../libs/contracts/src/uploads/routes';
import type { PresignResponse } from '../../libs/contracts/src/uploads/types';
import { uploadForm } from '../../libs/testing/src/uploads';
import { quizCreateRoute } from '../../libs/contracts/src/quizzes/routes';
import { reserveRoute } from '../../libs/contracts/src/reservations/routes';
import { wishCreateRoute } from '../../libs/contracts/src/wishes/routes';

/** How big a seeded news page is: its wishes, how many of them have a long (480-character) description, how many are reserved, and its quizzes. */
export interface NewsSize {
  wishes: number;
  longDescriptions: number;
  reserved: number;
  quizzes: number;
}

/** The seeded page's own fields (what `event/create` and `event/update` take). */
const NEWS_BODY = {
  title: '우리 가족에게 콩이가 찾아왔어요',
  description: '안녕하세요! 드디어 기다리던 소식을 전해요. 내년 봄에 만나요!',
  postCode: '06236',
  address: '서울 강남구 테헤란로 152',
  detailAddress: '101동 1001호',
};

/** The API benchmark's page: 10 wishes (one reserved), 3 quizzes. */
const SMALL_NEWS: NewsSize = { wishes: 10, longDescriptions: 0, reserved: 1, quizzes: 3 };

/**
 * Seeds one member and one realistic news page through the public API (as a parent would):
 * the page, 10 wishes (one reserved) and 3 quizzes of 3 options. Returns the share code.
 */
export async function seedNews(baseUrl: string): Promise<string> {
  return (await seedNewsWithOwner(baseUrl)).code;
}

/** `seedNews` of `size` (wishes, long descriptions, reserved wishes, quizzes of 3 options), also returning the owner's access token. */
export async function seedNewsWithOwner(baseUrl: string, size: NewsSize = SMALL_NEWS): Promise<{ code: string; accessToken: string }> {
  const id = Date.now().toString(36);
  const join = await fetch(`${baseUrl}${API_PREFIX}${routeUrl(joinRoute)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${id}`,
      password: 'bench-password-1',
      email: `bench.${id}@example.com`,
      displayName: `벤치${id.slice(-5)}`,
      consents: { terms: true, privacy: true, age14: true },
    }),
  });
  if (join.status !== 201) throw new Error(`joinProc answered ${join.status}: ${await join.text()}`);
  const { accessToken } = (await join.json()) as { accessToken: string };
  const create = await fetch(`${baseUrl}${API_PREFIX}${routeUrl(eventCreateRoute)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(NEWS_BODY),
  });
  if (create.status !== 201) throw new Error(`event/create answered ${create.status}: ${await create.text()}`);
  const { code } = (await create.json()) as { code: string };
  const post = async (path: string, body: unknown, expected = 201) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const wishIds: number[] = [];
  const short = '신생아에게 꼭 필요한 물건이에요. 색상은 아무거나 좋아요.';
  const long = '첫째 때 써 보니 정말 요긴했던 물건이에요. 밤중 수유 때 손이 하나뿐이라 한 손으로 쓸 수 있는 걸 골랐어요. '.repeat(8).slice(0, 480);
  for (let i = 1; i <= size.wishes; i++) {
    const wish = await post(`${API_PREFIX}${routeUrl(wishCreateRoute, { eventCode: code })}`, {
      title: `아기 선물 ${i}`,
      description: i <= size.longDescriptions ? long : short,
      link: '',
      price: 10000 * i,
    });
    wishIds.push(wish.id);
  }
  for (const wishId of wishIds.slice(0, size.reserved)) {
    await post(`${API_PREFIX}${routeUrl(reserveRoute, { wishId })}`, {
      eventCode: code,
      reservedName: '이모',
      reservedEmail: '010-1234-5678',
      reservedPassword: '1234',
      privacyConsent: true,
    });
  }
  for (let q = 1; q <= size.quizzes; q++) {
    await post(`${API_PREFIX}${routeUrl(quizCreateRoute, { eventCode: code })}`, {
      question: `퀴즈 ${q}: 아기의 태명은 무엇일까요?`,
      options: [
        { text: '콩이', correct: true },
        { text: '튼튼이', correct: false },
        { text: '복덩이', correct: false },
      ],
    });
  }
  return { code, accessToken };
}

/**
 * Gives the seeded page `code` what a family's page has by its second week (ARCHITECTURE "Cover photo and
 * link card", "Guestbook"): a cover photo (a 1600×1200 JPEG uploaded through the signed form, as the parent's
 * phone sends it; the server makes the page's WebP) and `entries` guestbook entries (at most 5: one client
 * address may post 5 per 10 minutes).
 */
export async function addCoverAndGuestbook(baseUrl: string, accessToken: string, code: string, entries: number): Promise<void> {
  const auth = { authorization: `Bearer ${accessToken}` };
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 236, g: 196, b: 204 }, noise: { type: 'gaussian', mean: 40, sigma: 12 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const presign = await fetch(`${baseUrl}${API_PREFIX}${routeUrl(presignRoute)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ path: 'wish/cover.jpg', size: photo.length }),
  });
  if (presign.status !== 200) throw new Error(`getPreSignedUrl answered ${presign.status}: ${await presign.text()}`);
  const signed = (await presign.json()) as PresignResponse;
  const stored = await fetch(signed.url, { method: 'POST', body: uploadForm(signed, photo) });
  if (!stored.ok) throw new Error(`the signed upload answered ${stored.status}: ${await stored.text()}`);
  const update = await fetch(`${baseUrl}${API_PREFIX}${routeUrl(eventUpdateRoute, { code })}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ...NEWS_BODY, coverPath: signed.path }),
  });
  if (update.status !== 200) throw new Error(`event/update answered ${update.status}: ${await update.text()}`);
  for (let i = 1; i <= Math.min(entries, 5); i++) {
    const post = await fetch(`${baseUrl}${API_PREFIX}${routeUrl(guestbookPostRoute, { code })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventCode: code, name: `친구${i}`, message: `축하해요! 건강하게 만나요 ${i}`, password: '1234', privacyConsent: true }),
    });
    if (post.status !== 201) throw new Error(`guestbook answered ${post.status}: ${await post.text()}`);
  }
}
