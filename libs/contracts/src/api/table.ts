import * as quizResponses from '../quizzes/responses';
import { quizRoutes } from '../quizzes/routes';
import * as quizRequests from '../quizzes/schemas';
import * as reservationRequests from '../reservations/schemas';
import * as reservationResponses from '../reservations/responses';
import { reservationRoutes } from '../reservations/routes';
import * as noticeRequests from '../notices/schemas';
import * as noticeResponses from '../notices/responses';
import { noticeRoutes } from '../notices/routes';
import * as siteRequests from '../site/schemas';
import * as siteResponses from '../site/responses';
import { siteRoutes } from '../site/routes';
import * as adminRequests from '../admin/schemas';
import * as adminResponses from '../admin/responses';
import { adminRoutes } from '../admin/routes';
import * as uploadRequests from '../uploads/schemas';
import * as uploadResponses from '../uploads/responses';
import { uploadRoutes } from '../uploads/routes';
import * as authRequests from '../auth/schemas';
import * as authResponses from '../auth/responses';
import { authRoutes } from '../auth/routes';
import * as memberRequests from '../members/schemas';
import * as memberResponses from '../members/responses';
import { memberRoutes } from '../members/routes';
import * as healthResponses from '../health/responses';
import { healthRoutes } from '../health/routes';
import * as wishRequests from '../wishes/schemas';
import * as wishResponses from '../wishes/responses';
import { wishRoutes } from '../wishes/routes';
import * as pledgeRequests from '../pledges/schemas';
import * as pledgeResponses from '../pledges/responses';
import { pledgeRoutes } from '../pledges/routes';
import * as guestbookRequests from '../guestbook/schemas';
import * as guestbookResponses from '../guestbook/responses';
import { guestbookRoutes } from '../guestbook/routes';
import * as eventRequests from '../events/schemas';
import * as eventResponses from '../events/responses';
import { eventRoutes } from '../events/routes';
import * as mailRequests from '../mail/schemas';
import * as mailResponses from '../mail/responses';
import { mailRoutes } from '../mail/routes';
import * as notificationRequests from '../notifications/schemas';
import * as notificationResponses from '../notifications/responses';
import { notificationRoutes } from '../notifications/routes';
import * as eraseSchemas from '../consent/erase-schemas';
import { eraseRoutes } from '../consent/erase-routes';
import * as memberConsentSchemas from '../consent/member-schemas';
import { memberConsentRoutes } from '../consent/member-routes';
import * as memberExportSchemas from '../consent/export-schemas';
import { memberExportRoutes } from '../consent/export-routes';
import * as thankYouSchemas from '../thanks/schemas';
import * as circleSchemas from '../circles/schemas';
import { circleRoutes } from '../circles/routes';
import { thankYouRoutes } from '../thanks/routes';
import * as coparentSchemas from '../coparent/schemas';
import { coparentRoutes } from '../coparent/routes';
import { bindRoutes, type BoundRoute } from './route';
import type { ApiSchemas } from './schema-map';

/** The schema modules of schema-map.ts, as values. */
const SCHEMAS = {
  ...reservationRequests,
  ...reservationResponses,
  ...quizRequests,
  ...quizResponses,
  ...noticeRequests,
  ...noticeResponses,
  ...siteRequests,
  ...siteResponses,
  ...adminRequests,
  ...adminResponses,
  ...uploadRequests,
  ...uploadResponses,
  ...authRequests,
  ...authResponses,
  ...memberRequests,
  ...memberResponses,
  ...healthResponses,
  ...wishRequests,
  ...wishResponses,
  ...pledgeRequests,
  ...pledgeResponses,
  ...guestbookRequests,
  ...guestbookResponses,
  ...eventRequests,
  ...eventResponses,
  ...mailRequests,
  ...mailResponses,
  ...notificationRequests,
  ...notificationResponses,
  ...eraseSchemas,
  ...memberConsentSchemas,
  ...memberExportSchemas,
  ...thankYouSchemas,
  ...coparentSchemas,
  ...circleSchemas,
} satisfies ApiSchemas;

/**
 * The API table with its schemas resolved (ARCHITECTURE "The API table"): read by the API (handlers,
 * validation, the answer check), the OpenAPI document and the test kits. Loads zod and every schema:
 * the front ends import the route declarations (`reservationRoutes`, …), never this list.
 */
export const API_TABLE: readonly BoundRoute[] = [
  ...bindRoutes('reservations', reservationRoutes, SCHEMAS),
  ...bindRoutes('quizzes', quizRoutes, SCHEMAS),
  ...bindRoutes('notices', noticeRoutes, SCHEMAS),
  ...bindRoutes('site', siteRoutes, SCHEMAS),
  ...bindRoutes('admin', adminRoutes, SCHEMAS),
  ...bindRoutes('mail', mailRoutes, SCHEMAS),
  ...bindRoutes('notifications', notificationRoutes, SCHEMAS),
  ...bindRoutes('uploads', uploadRoutes, SCHEMAS),
  ...bindRoutes('auth', authRoutes, SCHEMAS),
  ...bindRoutes('members', memberRoutes, SCHEMAS),
  ...bindRoutes('health', healthRoutes, SCHEMAS),
  ...bindRoutes('wishes', wishRoutes, SCHEMAS),
  ...bindRoutes('pledges', pledgeRoutes, SCHEMAS),
  ...bindRoutes('guestbook', guestbookRoutes, SCHEMAS),
  ...bindRoutes('events', eventRoutes, SCHEMAS),
  ...bindRoutes('consent', eraseRoutes, SCHEMAS),
  ...bindRoutes('consent', memberConsentRoutes, SCHEMAS),
  ...bindRoutes('consent', memberExportRoutes, SCHEMAS),
  ...bindRoutes('thanks', thankYouRoutes, SCHEMAS),
  ...bindRoutes('coparent', coparentRoutes, SCHEMAS),
  ...bindRoutes('circles', circleRoutes, SCHEMAS),
];
