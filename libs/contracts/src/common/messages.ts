import { MSG_ADMIN } from '../admin/messages';
import { MSG_AUTH } from '../auth/messages';
import { MSG_BIRTH } from '../events/birth-messages';
import { MSG_EVENT } from '../events/messages';
import { MSG_PARENT } from '../events/parent-messages';
import { MSG_NOTICE } from '../notices/messages';
import { MSG_QUIZ } from '../quizzes/messages';
import { MSG_RESERVE } from '../reservations/messages';
import { MSG_SITE } from '../site/messages';
import { MSG_UPLOAD } from '../uploads/messages';
import { MSG_WISH } from '../wishes/messages';

/**
 * The Korean message catalogue: every user-facing text the API and the front ends share.
 * Texts quoted in the specification (§5 validation, §8 error catalogue) are copied verbatim;
 * the others fill gaps the specification leaves open (ARCHITECTURE §4, §5).
 *
 * Each domain keeps its part beside its schemas (`<domain>/messages.ts`); this file assembles them
 * into the one `MSG` every screen reads. The shell shares this module by file with the remotes
 * (`sharedContractTables` in tools/rspack/federation.mjs), so code reads the parts through `MSG`
 * only: a direct import of a part would ship a second copy of it.
 */
export const MSG = {
  common: {
    badRequest: '입력 정보를 확인해주세요.',
    malformedBody: '요청 형식이 올바르지 않습니다.',
    unknownField: (field: string) => `허용되지 않은 항목이 포함되어 있습니다: ${field}`,
    unauthorized: '로그인이 필요합니다.',
    forbidden: '권한이 없습니다.',
    notFound: '요청한 정보를 찾을 수 없습니다.',
    tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    /** The per-address hourly budget of failed PINs and sign-ins is spent (ARCHITECTURE §4.7, §5). */
    tooManyFailures: '실패한 시도가 너무 많습니다. 1시간 후 다시 시도해주세요.',
    server: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    pageNotFound: '페이지를 찾을 수 없습니다.',
    retry: '다시 시도해주세요.',
    genericError: '오류가 발생했습니다. 다시 시도해주세요.',
    remoteLoadFailed: '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해주세요.',
    payloadTooLarge: '요청 크기가 너무 큽니다.',
    unavailable: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    frontendNotBuilt: '화면이 아직 빌드되지 않았습니다. npm start로 빌드한 뒤 다시 열어주세요.',
    siteName: '아기소식',
  },
  auth: MSG_AUTH,
  event: MSG_EVENT,
  wish: MSG_WISH,
  reserve: MSG_RESERVE,
  quiz: MSG_QUIZ,
  notice: MSG_NOTICE,
  admin: MSG_ADMIN,
  upload: MSG_UPLOAD,
  /** Owner features: due date, stages, surprise mode, wrap-up summary (ARCHITECTURE §4.20). */
  parent: MSG_PARENT,
  /** Asset groups and the home popup (spec §2, §7; ARCHITECTURE §4.16). */
  site: MSG_SITE,
  /** The news page's birth announcement (ARCHITECTURE "Birth announcement"); the form's texts are `BIRTH_MSG`. */
  birth: MSG_BIRTH,
} as const;
