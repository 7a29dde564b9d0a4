/**
 * @babynews/ui/consent — the consent boxes of the sign-up pages (host) and the renewal page (shell),
 * ARCHITECTURE §4.24. A separate entry point, bundled by the apps that show it, so the shared
 * `@babynews/ui` a first visit loads carries neither it nor CONSENT_MSG. Stateless.
 */
export { ConsentChecklist } from './ConsentChecklist';
export { firstMissingConsent, useConsentChecklist, type ConsentChecklistState, type ConsentChoices } from './useConsentChecklist';
