/**
 * @babynews/ui/login — the sign-in form of the member and administrator login pages (LoginForm,
 * useLoginForm). A separate entry point, bundled by the apps that show it (shell, admin), so the shared
 * `@babynews/ui` a relative's first visit loads does not carry it. Stateless.
 */
export { useLoginForm, type LoginFormOptions, type LoginFormState } from './useLoginForm';
export { LoginForm } from './LoginForm';
export { ProviderBadge, PROVIDER_NAME, type ProviderBadgeProps } from '../ProviderBadge';
