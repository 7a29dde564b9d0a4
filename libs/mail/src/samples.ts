import type { MailData, MailKind } from './mail-data';

/** The host of the samples' links (`.example` is reserved: nothing answers there). */
const SITE = 'https://babynews.example';

/**
 * Realistic sample data for every message (ARCHITECTURE §4.23), used by `npm run mail:preview` and the
 * tests. One-time tokens ride in the fragment (`#t=`) as the API sends them.
 */
export const MAIL_SAMPLES: { [K in MailKind]: MailData[K] } = {
  reservationReceipt: {
    pageTitle: '콩콩이가 찾아왔어요',
    ownerDisplayName: '하늘맘',
    wishTitle: '아기 속싸개 세트',
    quantity: 2,
    reservationUrl: `${SITE}/event/wishReserved/41?code=k7Qm2xPa&reservation=Rk2v9QzLw4mT`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=receipt.3pW8c1r0Yd5v`,
  },
  pledgeReceipt: {
    pageTitle: '콩콩이가 찾아왔어요',
    ownerDisplayName: '하늘맘',
    giftTitle: '유모차',
    amount: 50000,
    pledgeUrl: `${SITE}/event/pledge/Pq8sX2mN5vB1cL7tR4yW0a?code=k7Qm2xPa`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=receipt.Xq4m9Lb2Zt7e`,
  },
  pinReset: {
    wishTitle: '아기 속싸개 세트',
    resetUrl: `${SITE}/pin/reset#t=Yh3kP0cQ9rV2sW8zN1mB`,
    expiresInMinutes: 30,
  },
  verifyEmail: {
    displayName: '하늘맘',
    verifyUrl: `${SITE}/user/verifyEmail#t=aF6dR2uJ8pL0tE4wC7nH`,
  },
  passwordReset: {
    resetUrl: `${SITE}/user/resetPassword#t=mQ5vB9xK1gT3yU7oI2eS`,
    expiresInMinutes: 30,
  },
  usernameReminder: {
    usernames: ['haneulmom', 'kongkong2025'],
    loginUrl: `${SITE}/user/login`,
  },
  activityNotice: {
    ownerDisplayName: '하늘맘',
    pageTitle: '콩콩이가 찾아왔어요',
    item: { kind: 'RESERVED', subject: '아기 욕조', name: null, time: '14:05' },
    summaryUrl: `${SITE}/event/summary/k7Qm2xPa`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=notification.Nt5w2Qe8Ry1u`,
  },
  activityDigest: {
    ownerDisplayName: '하늘맘',
    day: '2026-05-09',
    pages: [
      {
        pageTitle: '콩콩이가 찾아왔어요',
        summaryUrl: `${SITE}/event/summary/k7Qm2xPa`,
        items: [
          { kind: 'RESERVED', subject: '아기 욕조', name: '김이모', time: '09:12' },
          { kind: 'PLEDGED', subject: '유모차', name: '박삼촌', time: '13:40' },
          { kind: 'QUIZ_ANSWERED', subject: '콩콩이의 예정일은?', name: '최고모', time: '18:02' },
        ],
      },
    ],
    myPageUrl: `${SITE}/user/mypage`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=notification.Bv7c3Xs9Pk4o`,
  },
  pageHandedOver: {
    pageTitle: '콩콩이가 찾아왔어요',
    displayName: '콩콩이아빠',
    myPageUrl: `${SITE}/user/mypage`,
  },
  pageClosed: {
    pageTitle: '콩콩이가 찾아왔어요',
    homeUrl: `${SITE}/`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=receipt.Hq2w7Nc4Lx8d`,
  },
  thankYou: {
    pageTitle: '콩콩이가 찾아왔어요',
    ownerDisplayName: '콩콩이엄마',
    giftTitle: '아기 욕조',
    message: '이모, 보내 주신 욕조 잘 받았어요!\n콩콩이가 태어나면 제일 먼저 써 볼게요. 고맙습니다.',
    pageUrl: `${SITE}/event/k7Qm2xPa`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=receipt.Tk5r8Vb2Mz3q`,
  },
  birthAnnouncement: {
    pageTitle: '콩콩이가 찾아왔어요',
    ownerDisplayName: '콩콩이엄마',
    bornAt: '2027-05-12T05:30:00.000Z',
    babies: [
      { name: '하늘이', weightKg: 3.2, heightCm: 50 },
      { name: '바다', weightKg: 2.9, heightCm: null },
    ],
    message: '하늘이와 바다가 건강하게 태어났어요.\n축하해 주셔서 고맙습니다!',
    pageUrl: `${SITE}/event/k7Qm2xPa`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe#t=birth.Wb3n6Kd1Py7s`,
  },
};
