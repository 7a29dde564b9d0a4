import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { requiredText } from '../common/text-fields';

/**
 * `POST /api/admin/notice/create` and `PUT /api/admin/notice/edit/{id}` `{title, content, imagePath?}`
 * (spec §5, §7; ARCHITECTURE §4.14): `content` is HTML, sanitised by the server before it is stored;
 * `imagePath` absent keeps the image, null removes it.
 */
export const noticeSaveSchema = z.strictObject({
  title: requiredText(MSG.notice.titleRequired, { len: LIMITS.noticeTitleMax, message: MSG.notice.titleTooLong }),
  content: requiredText(MSG.notice.contentRequired, { len: LIMITS.noticeContentMax, message: MSG.notice.contentRequired }),
  imagePath: z.string({ error: MSG.common.badRequest }).max(LIMITS.imagePathMax, MSG.common.badRequest).nullable().optional(),
});
export type NoticeSaveRequest = z.infer<typeof noticeSaveSchema>;
