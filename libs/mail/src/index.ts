/**
 * @babynews/mail — the transactional e-mails as React components (ARCHITECTURE §4.23), rendered to
 * an HTML part and a plain-text part for the API's outbox. Server-only: the API imports it, the front
 * ends never do (`eslint.config.mjs`).
 *
 * ```ts
 * const { subject, html, text } = await renderMail('pinReset', { wishTitle, resetUrl, expiresInMinutes: 30 });
 * ```
 *
 * Every `.tsx` file here starts with the `@jsxRuntime automatic` pragma: tsx (the preview, tools that
 * run the API from source) reads no tsconfig at the workspace root and would otherwise compile the JSX
 * for React's classic runtime.
 */
export { MAIL_KINDS, type ActivityItem, type MailData, type MailKind } from './mail-data';
export { renderMail, type RenderedMail } from './render-mail';
export { MAIL_SAMPLES } from './samples';
