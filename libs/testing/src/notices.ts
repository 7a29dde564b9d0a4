import {
  noticeCreateRoute,
  noticeDeleteRoute,
  noticeEditRoute,
  noticeGetRoute,
  noticeListRoute,
  presignRoute,
  type Notice,
  type NoticeDeletedResponse,
  type NoticeSaveRequest,
  type NoticeSummary,
  type PresignResponse,
  type RouteBody,
} from '@babynews/contracts';
import { expectStatus, type ApiClient, type Reply } from './client';

/**
 * Notice calls and factory (spec §7, ARCHITECTURE §4.14), kept beside the shared client so the notice
 * tests and e2e reach them the same way: `noticeApi(api)` over any `ApiClient`, paths from the API
 * table (`noticeRoutes`, `presignRoute`).
 */

/** A valid notice body: a unique title and a little allowed HTML; override any field. */
export function noticeBody(overrides: Partial<Record<keyof NoticeSaveRequest, unknown>> = {}): NoticeSaveRequest {
  return {
    title: `서비스 점검 안내 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    content: '<h2>점검 일정</h2><p><strong>11월 30일</strong> 새벽에 점검합니다.</p><ul><li>예약 확인</li></ul>',
    imagePath: null,
    ...overrides,
  } as NoticeSaveRequest;
}

/** Token of an administrator or member, or null for an anonymous call. */
type Token = string | null;

/** The notice calls of the typed client (bodies passed as given, so validation tests can send anything). */
export interface NoticeApi {
  /** `GET /api/notice/fetchAll` → 200 `[{id, title, createdAt}]`. */
  list(): Promise<Reply<NoticeSummary[]>>;
  /** `GET /api/notice/fetch/{id}` → 200 the notice. */
  get(id: number | string): Promise<Reply<Notice>>;
  /** `POST /api/admin/notice/create` → 201 the notice. */
  create(token: Token, body: unknown): Promise<Reply<Notice>>;
  /** `PUT /api/admin/notice/edit/{id}` → 200 the notice. */
  edit(token: Token, id: number | string, body: unknown): Promise<Reply<Notice>>;
  /** `DELETE /api/admin/notice/delete/{id}` → 200 `{id}`. */
  remove(token: Token, id: number | string): Promise<Reply<NoticeDeletedResponse>>;
  /** `POST /api/s3/getPreSignedUrl {path, size?}` → 200 `{url, fields, contentType, path}` (ARCHITECTURE §4.11). */
  presign(token: Token, path: string, size?: number): Promise<Reply<PresignResponse>>;
  /** A notice created by `adminToken` (expects 201). */
  make(adminToken: string, overrides?: Partial<Record<keyof NoticeSaveRequest, unknown>>): Promise<Notice>;
}

/** The notice calls over `client` (inject transport in API tests, HTTP in e2e). */
export function noticeApi(client: ApiClient): NoticeApi {
  const api: Omit<NoticeApi, 'make'> = {
    list: () => client.route(noticeListRoute, {}),
    get: (id) => client.route(noticeGetRoute, { params: { id } }),
    create: (token, body) => client.route(noticeCreateRoute, { body: body as RouteBody<typeof noticeCreateRoute> }, token),
    edit: (token, id, body) => client.route(noticeEditRoute, { params: { id }, body: body as RouteBody<typeof noticeEditRoute> }, token),
    remove: (token, id) => client.route(noticeDeleteRoute, { params: { id } }, token),
    presign: (token, path, size) => client.route(presignRoute, { body: size === undefined ? { path } : { path, size } }, token),
  };
  return {
    ...api,
    make: async (adminToken, overrides) => expectStatus(await api.create(adminToken, noticeBody(overrides)), 201, 'admin/notice/create'),
  };
}

/**
 * Payloads that must never survive a notice sanitiser (ARCHITECTURE §4.14): scripts, event handlers,
 * svg onload, iframe srcdoc, javascript:/data: links, style expressions, meta refresh, and a few
 * parser-confusion (mXSS) classics. Each is wrapped in an allowed paragraph so some content stays.
 */
export const NOTICE_XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onerror="alert(1)" onload="alert(2)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">자바스크립트</a>',
  '<a href="JaVaScRiPt:alert(1)">대소문자</a>',
  '<a href="java&#x09;script:alert(1)">탭</a>',
  '<a href=" javascript:alert(1)">공백</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">데이터</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<p style="background:url(javascript:alert(1))">배경</p>',
  '<div style="width: expression(alert(1))">표현식</div>',
  '<style>@import "javascript:alert(1)"; body { background: red }</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<body onload=alert(1)>본문</body>',
  '<details open ontoggle=alert(1)>토글</details>',
  '<a href="https://ok.example" onmouseover="alert(1)">마우스</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>보내기</button></form>',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>a<!--<img src=x onerror=alert(1)>--></p>',
  '<template><img src=x onerror=alert(1)></template>',
].map((payload) => `<p>안내</p>${payload}`);

/** Markup the sanitisers must keep: headings, lists, links, bold and images (the editor's output). */
export const NOTICE_ALLOWED_SAMPLE =
  '<h2>점검 안내</h2><p><strong>굵은 글씨</strong>와 <a href="https://example.com/guide">안내 링크</a></p>' +
  '<ul><li>첫째</li><li>둘째</li></ul><ol><li>하나</li></ol><p><img src="https://example.com/notice.png" alt="안내 이미지"></p>';

/**
 * The unsafe pieces found inside the tags of `html` (text is ignored: an escaped '&lt;script&gt;' is
 * harmless): forbidden elements, event-handler or style attributes, and URLs that are not http(s).
 * @returns a list of findings; empty means safe.
 */
export function unsafeNoticeMarkup(html: string): string[] {
  const findings: string[] = [];
  for (const tag of html.match(/<[a-zA-Z!/][^>]*>/g) ?? []) {
    if (/^<\/?(script|iframe|svg|math|meta|style|object|embed|form|base|link|input|button|video|source|body|details|noscript|template)\b/i.test(tag))
      findings.push(tag);
    if (/\s(on[a-z]+|style|srcdoc|formaction|action)\s*=/i.test(tag)) findings.push(tag);
    for (const [, url] of tag.matchAll(/\s(?:href|src|data|xlink:href)\s*=\s*"([^"]*)"/gi)) if (!/^https?:\/\//i.test(url)) findings.push(tag);
    if (/javascript:|vbscript:|data:/i.test(tag)) findings.push(tag);
  }
  return findings;
}
