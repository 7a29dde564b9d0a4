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
    reservationUrl: `${SITE}/event/k7Qm2xPa/reservation?reservationId=41`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe?token=3pW8c1r0Yd5v`,
  },
  pledgeReceipt: {
    pageTitle: '콩콩이가 찾아왔어요',
    ownerDisplayName: '하늘맘',
    giftTitle: '유모차',
    amount: 50000,
    pledgeUrl: `${SITE}/event/k7Qm2xPa/pledge?pledgeId=17`,
    unsubscribeUrl: `${SITE}/mail/unsubscribe?token=Xq4m9Lb2Zt7e`,
  },
  pinReset: {
    wishTitle: '아기 속싸개 세트',
    resetUrl: `${SITE}/pin/reset#t=Yh3kP0cQ9rV2sW8zN1mB`,
    expiresInMinutes: 30,
  },
  verifyEmail: {
    displayName: '하늘맘',
    verifyUrl: `${SITE}/user/verify-email#t=aF6dR2uJ8pL0tE4wC7nH`,
  },
  passwordReset: {
    resetUrl: `${SITE}/user/password-reset#t=mQ5vB9xK1gT3yU7oI2eS`,
    expiresInMinutes: 30,
  },
  usernameReminder: {
    usernames: ['haneulmom', 'kongkong2025'],
    loginUrl: `${SITE}/login`,
  },
};
