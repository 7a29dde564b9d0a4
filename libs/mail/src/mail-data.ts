/**
 * One relative's action on a page owner's news page, as a notification shows it (ARCHITECTURE §4.23):
 * a reservation, its cancellation, a pledge (group gift or 축의금 fund) or a quiz answer.
 */
export interface ActivityItem {
  kind: 'RESERVED' | 'CANCELLED' | 'PLEDGED' | 'QUIZ_ANSWERED';
  /** The wish or group gift's title, '축의금', or the quiz's question (page-owner text: plain text). */
  subject: string;
  /** The relative's name; null while surprise mode hides who did it (the line says '누군가'). */
  name: string | null;
  /** When, as the Seoul wall clock 'HH:mm'. */
  time: string;
}

/**
 * What each transactional message takes (ARCHITECTURE §4.23): the API fills these fields, the
 * templates show them. Page-owner text (page titles, display names, wish and gift titles, usernames)
 * is shown as plain text only, never as a link. No message takes a PIN or a home address.
 * Every `…Url` is an absolute URL (one-time tokens ride in its fragment, `#t=`).
 */
export interface MailData {
  /** To a relative who reserved a gift and gave a receipt address. */
  reservationReceipt: {
    /** The news page's title. */
    pageTitle: string;
    /** The page owner's display name (shown as `{ownerDisplayName}님`). */
    ownerDisplayName: string;
    /** The reserved wish's title. */
    wishTitle: string;
    /** Units reserved (integer ≥ 1). */
    quantity: number;
    /** Where the reservation is viewed or cancelled with its PIN. */
    reservationUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /** To a relative who pledged to a group gift or the 축의금 fund and gave a receipt address. */
  pledgeReceipt: {
    pageTitle: string;
    ownerDisplayName: string;
    /** The group gift's title (or the fund's name). */
    giftTitle: string;
    /** Pledged amount in KRW (integer). */
    amount: number;
    /** Where the pledge is viewed or cancelled with its PIN. */
    pledgeUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /** One-time link to choose a new PIN for a reservation or pledge. */
  pinReset: {
    /** The title of the wish (or gift) the PIN protects. */
    wishTitle: string;
    /** One-time link (single use). */
    resetUrl: string;
    /** How long the link works, in minutes. */
    expiresInMinutes: number;
  };
  /** Confirms a member's e-mail address. */
  verifyEmail: {
    /** The member's display name. */
    displayName: string;
    verifyUrl: string;
  };
  /** One-time link to choose a new member password. */
  passwordReset: {
    resetUrl: string;
    /** How long the link works, in minutes. */
    expiresInMinutes: number;
  };
  /** The usernames registered with an e-mail address. */
  usernameReminder: {
    /** Usernames, in the order shown (at least one). */
    usernames: string[];
    loginUrl: string;
  };
  /** To a page owner (mode EACH): one event on one of their news pages, mailed at once. */
  activityNotice: {
    /** The owner's display name. */
    ownerDisplayName: string;
    /** The news page's title. */
    pageTitle: string;
    item: ActivityItem;
    /** The page's summary (`host.SummaryPage`). */
    summaryUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /** To a page owner (mode DAILY): the day's events on their news pages, at 20:00 Asia/Seoul. */
  activityDigest: {
    ownerDisplayName: string;
    /** The Seoul calendar day 'YYYY-MM-DD' the digest is of. */
    day: string;
    /** The news pages with events, each with its events oldest first (at least one page). */
    pages: { pageTitle: string; summaryUrl: string; items: ActivityItem[] }[];
    /** The owner's page list (`host.MyPage`). */
    myPageUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /**
   * To a relative who left a receipt address on a reservation or pledge of a page whose owner withdrew
   * (ARCHITECTURE §4.24): one per address per page. Names the page title only (no address, no PIN).
   */
  pageClosed: {
    /** The closed news page's title. */
    pageTitle: string;
    /** The site's home page. */
    homeUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /**
   * The parent's thank-you note to a relative's receipt address (ARCHITECTURE "Thank-you notes"): the
   * parent never sees the address. Names no amount, no PIN, no home address.
   */
  thankYou: {
    /** The news page's title. */
    pageTitle: string;
    /** The page owner's display name (shown as `{ownerDisplayName}님`). */
    ownerDisplayName: string;
    /** The reserved wish's or group gift's title, or '축의금'. */
    giftTitle: string;
    /** The parent's words (plain text, 1–500 characters; line breaks become paragraphs). */
    message: string;
    /** The news page (the share code the relative gave with). */
    pageUrl: string;
    /** The birth announcement's photo (full URL of its WebP) when the parent chose to send it. */
    photoUrl?: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
  /**
   * The parent's birth announcement (ARCHITECTURE "Birth announcement"), once per page, to its followers
   * with a verified address and to the relatives who asked for it beside their receipt address. Names no
   * gift, no amount, no PIN, no address.
   */
  /**
   * To the confirmed co-parent when the page's creator withdrew (ARCHITECTURE "Two parents"): the page is
   * theirs now. Names the page title and the new owner's display name only.
   */
  pageHandedOver: {
    /** The news page's title. */
    pageTitle: string;
    /** The co-parent's (now the owner's) display name (shown as `{displayName}님`). */
    displayName: string;
    /** The co-parent's my page. */
    myPageUrl: string;
  };
  birthAnnouncement: {
    /** The news page's title. */
    pageTitle: string;
    /** The page owner's display name (shown as `{ownerDisplayName}님`). */
    ownerDisplayName: string;
    /** The instant of the birth, ISO 8601 (shown as the Seoul wall clock, '2027년 5월 12일 오후 2시 30분'). */
    bornAt: string;
    /** One to three babies: name (or 태명), kg and cm or null. */
    babies: { name: string; weightKg: number | null; heightCm: number | null }[];
    /** The parent's words (plain text; line breaks become paragraphs), or null. */
    message: string | null;
    /** The news page, by its share code. */
    pageUrl: string;
    /** One-click unsubscribe page; the footer link is left out without it. */
    unsubscribeUrl?: string;
  };
}

/** The name of one message: `'reservationReceipt' | 'pledgeReceipt' | …` (ARCHITECTURE §4.23). */
export type MailKind = keyof MailData;

/** Every message kind, in a stable order (the preview and the tests walk it). */
export const MAIL_KINDS: readonly MailKind[] = [
  'reservationReceipt',
  'pledgeReceipt',
  'pinReset',
  'verifyEmail',
  'passwordReset',
  'usernameReminder',
  'activityNotice',
  'activityDigest',
  'pageClosed',
  'thankYou',
  'birthAnnouncement',
  'pageHandedOver',
];
