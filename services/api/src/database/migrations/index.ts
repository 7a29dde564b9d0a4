import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { EventFollower1795337188311 } from './1795337188311-event-follower';
import { Quizzes1795337235734 } from './1795337235734-quizzes';
import { SocialSignupTicket1795337210439 } from './1795337210439-social-signup-ticket';
import { WishesReservations1795337277750 } from './1795337277750-wishes-reservations';
import { ReservationPrivacy1795400000000 } from './1795400000000-reservation-privacy';
import { Admin1795500000000 } from './1795500000000-admin';
import { Notices1795510000000 } from './1795510000000-notices';
import { SiteAssets1795520000000 } from './1795520000000-site-assets';
import { ParentSide1795530000000 } from './1795530000000-parent-side';
import { UploadLedger1795540000000 } from './1795540000000-upload-ledger';
import { RateLimits1795558000000 } from './1795558000000-rate-limits';
import { GiftQuantities1795600000000 } from './1795600000000-gift-quantities';
import { Pledges1795610000000 } from './1795610000000-pledges';
import { RevokedTokens1795634000000 } from './1795634000000-revoked-tokens';
import { MailOutbox1795700000000 } from './1795700000000-mail-outbox';
import { PinReset1795710000000 } from './1795710000000-pin-reset';
import { MemberMail1795720000000 } from './1795720000000-member-mail';
import { Notifications1795730000000 } from './1795730000000-notifications';
import { MailSuppression1795740000000 } from './1795740000000-mail-suppression';
import { RelativesPrivacy1795750000000 } from './1795750000000-relatives-privacy';
import { MemberConsent1795760000000 } from './1795760000000-member-consent';
import { HideCountdown1795770000000 } from './1795770000000-hide-countdown';
import { Guestbook1795780000000 } from './1795780000000-guestbook';
import { ThanksAndBirthNews1795790000000 } from './1795790000000-thanks-and-birth-news';
import { Birth1795800000000 } from './1795800000000-birth';
import { Cover1795810000000 } from './1795810000000-cover';
import { Coparent1795820000000 } from './1795820000000-coparent';
import { TwoCircles1795830000000 } from './1795830000000-two-circles';

/**
 * Every migration class, oldest first. The bundle has no file globs, so a new migration is added
 * here by hand (see README "adding a migration").
 */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  EventFollower1795337188311,
  SocialSignupTicket1795337210439,
  Quizzes1795337235734,
  WishesReservations1795337277750,
  ReservationPrivacy1795400000000,
  Admin1795500000000,
  Notices1795510000000,
  SiteAssets1795520000000,
  ParentSide1795530000000,
  UploadLedger1795540000000,
  RateLimits1795558000000,
  GiftQuantities1795600000000,
  Pledges1795610000000,
  RevokedTokens1795634000000,
  MailOutbox1795700000000,
  PinReset1795710000000,
  MemberMail1795720000000,
  Notifications1795730000000,
  MailSuppression1795740000000,
  RelativesPrivacy1795750000000,
  MemberConsent1795760000000,
  HideCountdown1795770000000,
  Guestbook1795780000000,
  ThanksAndBirthNews1795790000000,
  Birth1795800000000,
  Cover1795810000000,
  Coparent1795820000000,
  TwoCircles1795830000000,
];
