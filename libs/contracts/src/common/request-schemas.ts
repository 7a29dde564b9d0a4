/**
 * Every request schema a front-end form validates with, in one module: the chunk `loadSchemas()` loads
 * on demand (with zod), so no first visit carries the schemas (ARCHITECTURE §1 "first visit"). Each
 * schema lives in its domain's `schemas.ts`; this list only gathers them.
 */
export {
  displayNameCheckSchema,
  displayNameSchema,
  emailCheckSchema,
  emailSchema,
  googleRegisterSchema,
  joinSchema,
  kakaoRegisterSchema,
  loginSchema,
  usernameCheckSchema,
  usernameSchema,
} from '../auth/schemas';
export { eventCodeFieldSchema, eventCreateSchema, eventUpdateSchema } from '../events/schemas';
export { guestbookDeleteSchema, guestbookPostSchema } from '../guestbook/schemas';
export { noticeSaveSchema } from '../notices/schemas';
export { pledgePasswordSchema, pledgeSchema } from '../pledges/schemas';
export { quizCreateSchema, quizSubmitSchema } from '../quizzes/schemas';
export { ORDER_STATUSES } from '../reservations/order-statuses';
export { ownerStatusSchema, reservationPasswordSchema, reserveSchema, reserverNameQuerySchema, reserverStatusSchema } from '../reservations/schemas';
export { presignSchema } from '../uploads/schemas';
export { LINK_TYPES } from '../wishes/rules';
export { linkTypeSchema, wishCreateSchema, wishUpdateSchema } from '../wishes/schemas';
export { firstMessage } from './first-message';
