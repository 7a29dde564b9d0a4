import { dueDateCountdown, MSG, type MyPageData } from '@babynews/contracts';
import { iconSpace } from './first-paint';
import { escapeHtml } from './html';

/** My page's news as `GET /api/member/getMyPageData` answers it (the due date comes with it, ARCHITECTURE §4.20). */
type MyEvent = NonNullable<MyPageData['event']> & { dueDate?: string | null };

const smallLink = (href: string, text: string) => `<a class="bn-button bn-button--secondary bn-button--small" href="${escapeHtml(href)}">${text}</a>`;

/** The member's news card as host MyNewsCard shows it, with the QR code made on the server (`qrDataUrl`, or the box empty). */
function myEventCardMarkup(event: MyEvent, inviteUrl: string, qrDataUrl: string | null, now: Date): string {
  const code = encodeURIComponent(event.code);
  const qr = qrDataUrl ? `<img src="${qrDataUrl}" alt="초대 링크 QR 코드" width="168" height="168" class="invite-share__image">` : '';
  const save = qrDataUrl
    ? `<a class="bn-button bn-button--soft bn-button--small" href="${qrDataUrl}" download="아기소식-초대-QR.png">${iconSpace(16)}QR 코드 이미지 저장</a>`
    : `<button type="button" class="bn-button bn-button--soft bn-button--small" disabled>${iconSpace(16)}QR 코드 이미지 저장</button>`;
  return [
    '<section class="bn-card mynews"><p class="bn-label-pill mynews__label">내 소식</p>',
    `<h2 class="mynews__title">${escapeHtml(event.title)}</h2>`,
    event.dueDate ? `<p class="mynews__countdown">${escapeHtml(dueDateCountdown(event.dueDate, now).label)}</p>` : '',
    event.description ? `<p class="mynews__description">${escapeHtml(event.description)}</p>` : '',
    '<div class="mynews__invite"><label for="mynews-invite-url-first-paint" class="mynews__invite-label">초대 링크</label>',
    `<input id="mynews-invite-url-first-paint" class="bn-field__control mynews__invite-url" value="${escapeHtml(inviteUrl)}" readonly>`,
    `<button type="button" class="bn-button bn-button--primary bn-button--block">${iconSpace(18)}초대 링크 복사</button>`,
    `<div class="invite-share"><figure class="invite-share__qr"><div class="invite-share__code">${qr}</div>`,
    `<figcaption class="invite-share__caption">휴대폰 카메라로 찍으면 소식이 열려요</figcaption></figure>`,
    `<div class="invite-share__buttons">${save}</div></div></div>`,
    '<div class="mynews__actions">',
    smallLink(`/event/${code}`, '내 소식 보기'),
    smallLink(`/event/editWishList/${code}`, '위시리스트 수정'),
    smallLink(`/event/manage/${code}`, '소식 관리'),
    smallLink(`/event/quiz/manage/${code}`, '퀴즈 관리'),
    smallLink(`/event/summary/${code}`, MSG.parent.summaryTitle),
    '</div></section>',
  ].join('');
}

/** host CreateNewsPrompt: a member without news. */
const CREATE_EVENT_PROMPT = [
  `<section class="bn-card mynews mynews--empty"><span class="mynews__empty-icon">${iconSpace(28)}</span>`,
  '<h2 class="mynews__title">아직 만든 소식이 없어요</h2>',
  '<p class="mynews__description">우리 아기 소식을 만들고 소중한 사람들에게 초대 링크를 보내보세요.</p>',
  '<a class="bn-button bn-button--primary bn-button--block" href="/event/create">소식 만들기</a></section>',
].join('');

/** host FollowingList: the news pages the member follows, or the hint when none. */
function followingMarkup(following: MyPageData['following']): string {
  const items = following
    .map(
      (item) =>
        `<li><a href="/event/${escapeHtml(encodeURIComponent(item.code))}" class="following__item"><span class="following__name">${escapeHtml(item.title)}</span>` +
        `<span class="following__host">${escapeHtml(item.displayName)}님</span></a></li>`,
    )
    .join('');
  return [
    '<section class="following" aria-labelledby="following-title-first-paint"><h2 id="following-title-first-paint" class="following__title">팔로우 중인 소식</h2>',
    following.length === 0 ? '<p class="following__empty">아직 팔로우 중인 소식이 없어요. 받은 초대 링크에서 소식을 팔로우해보세요.</p>' : '',
    `<ul class="bn-stack-list following__list">${items}</ul></section>`,
  ].join('');
}

/**
 * My page (`/user/mypage`, host MyPage) as its member first sees it, painted from the HTML: the
 * greeting, the news card with its invite link and QR code (or the 'create news' prompt), and the
 * followed news; every text of the member's escaped. `qrDataUrl` is the invite link's QR code
 * (PNG data URL, `inviteQrDataUrl`), null when it could not be made. `now` dates the due-date countdown.
 */
export function myPageMarkup(data: MyPageData, qrDataUrl: string | null, now: Date): string {
  const event = data.event as MyEvent | null;
  return [
    '<main class="bn-page bn-page--narrow mypage"><header class="mypage__hello">',
    `<span class="mypage__avatar">${iconSpace(30)}</span>`,
    `<h1 class="mypage__title">${escapeHtml(data.displayName)}님, 안녕하세요</h1>`,
    '<p class="mypage__subtitle">오늘도 행복한 하루 보내세요</p></header>',
    event && data.inviteUrl ? myEventCardMarkup(event, data.inviteUrl, qrDataUrl, now) : CREATE_EVENT_PROMPT,
    followingMarkup(data.following),
    '</main>',
  ].join('');
}
