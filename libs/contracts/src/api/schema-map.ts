import type * as QuizResponses from '../quizzes/responses';
import type * as QuizRequests from '../quizzes/schemas';
import type * as ReservationResponses from '../reservations/responses';
import type * as ReservationRequests from '../reservations/schemas';
import type * as NoticeResponses from '../notices/responses';
import type * as NoticeRequests from '../notices/schemas';
import type * as SiteResponses from '../site/responses';
import type * as SiteRequests from '../site/schemas';
import type * as AdminResponses from '../admin/responses';
import type * as AdminRequests from '../admin/schemas';
import type * as UploadResponses from '../uploads/responses';
import type * as UploadRequests from '../uploads/schemas';
import type * as AuthResponses from '../auth/responses';
import type * as AuthRequests from '../auth/schemas';
import type * as MemberResponses from '../members/responses';
import type * as MemberRequests from '../members/schemas';
import type * as HealthResponses from '../health/responses';
import type * as WishResponses from '../wishes/responses';
import type * as WishRequests from '../wishes/schemas';
import type * as PledgeResponses from '../pledges/responses';
import type * as PledgeRequests from '../pledges/schemas';
import type * as GuestbookResponses from '../guestbook/responses';
import type * as GuestbookRequests from '../guestbook/schemas';
import type * as EventResponses from '../events/responses';
import type * as EventRequests from '../events/schemas';
import type * as MailResponses from '../mail/responses';
import type * as MailRequests from '../mail/schemas';
import type * as NotificationResponses from '../notifications/responses';
import type * as NotificationRequests from '../notifications/schemas';
import type * as EraseSchemas from '../consent/erase-schemas';
import type * as MemberConsentSchemas from '../consent/member-schemas';
import type * as MemberExportSchemas from '../consent/export-schemas';
import type * as ThankYouSchemas from '../thanks/schemas';
import type * as CoparentSchemas from '../coparent/schemas';
import type * as CircleSchemas from '../circles/schemas';

/**
 * Every schema module a route of the API table may name (types only: nothing of zod is loaded by
 * importing this). Export names are unique across the package, so a route names a schema by its
 * export name alone. A domain that declares routes adds its schema modules here and binds the same
 * modules in table.ts.
 */
export type ApiSchemas = typeof ReservationRequests &
  typeof ReservationResponses &
  typeof QuizRequests &
  typeof QuizResponses &
  typeof NoticeRequests &
  typeof NoticeResponses &
  typeof SiteRequests &
  typeof SiteResponses &
  typeof AdminRequests &
  typeof AdminResponses &
  typeof UploadRequests &
  typeof UploadResponses &
  typeof AuthRequests &
  typeof AuthResponses &
  typeof MemberRequests &
  typeof MemberResponses &
  typeof HealthResponses &
  typeof WishRequests &
  typeof WishResponses &
  typeof MailRequests &
  typeof MailResponses &
  typeof NotificationRequests &
  typeof NotificationResponses &
  typeof PledgeRequests &
  typeof PledgeResponses &
  typeof GuestbookRequests &
  typeof GuestbookResponses &
  typeof EventRequests &
  typeof EventResponses &
  typeof EraseSchemas &
  typeof MemberConsentSchemas &
  typeof MemberExportSchemas &
  typeof ThankYouSchemas &
  typeof CoparentSchemas &
  typeof CircleSchemas;
