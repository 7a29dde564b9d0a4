import { AuthAttempt } from '../attempts/attempt.entity';
import { EventEntity } from '../events/event.entity';
import { EventFollower } from '../followers/event-follower.entity';
import { MemberConsentEntity } from '../consent/member-consent.entity';
import { MailOutboxEntity } from '../mail/mail-outbox.entity';
import { Member } from '../members/member.entity';
import { NoticeEntity } from '../notices/notice.entity';
import { PledgeEntity } from '../pledges/pledge.entity';
import { GuestbookEntryEntity } from '../guestbook/guestbook-entry.entity';
import { QuizEntity, QuizOptionEntity, QuizSubmissionEntity } from '../quizzes/quiz.entity';
import { RevokedToken } from '../auth/revoked-token.entity';
import { SignupTicketUse } from '../auth/social/signup-ticket.entity';
import { ReservationEntity } from '../reservations/reservation.entity';
import { AssetGroupEntity, AssetImageEntity, PopupModalEntity } from '../site/site.entities';
import { UploadRecord } from '../uploads/upload.entity';
import { WishEntity } from '../wishes/wish.entity';

/** Every entity class (listed explicitly: the bundle has no globs). */
export const ENTITIES = [
  Member,
  EventEntity,
  AuthAttempt,
  EventFollower,
  SignupTicketUse,
  RevokedToken,
  QuizEntity,
  QuizOptionEntity,
  QuizSubmissionEntity,
  WishEntity,
  ReservationEntity,
  PledgeEntity,
  GuestbookEntryEntity,
  NoticeEntity,
  AssetGroupEntity,
  AssetImageEntity,
  PopupModalEntity,
  UploadRecord,
  MailOutboxEntity,
  MemberConsentEntity,
];
