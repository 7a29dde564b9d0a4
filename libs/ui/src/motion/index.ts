/**
 * @babynews/ui/motion — the page's celebrations (Confetti) and reveal-on-scroll (ScrollReveal). A separate
 * entry point, bundled by the guest remote (news page and wish list), so the shared `@babynews/ui` every
 * first visit loads does not carry them. Stateless.
 */
export { Confetti, type ConfettiProps } from '../Confetti';
export { ScrollReveal, type ScrollRevealProps } from '../ScrollReveal';
