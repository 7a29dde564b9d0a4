/**
 * @babynews/ui — shared React components and the theme (CSS variables in styles/theme.css).
 * Shared as a Module Federation singleton; importing it loads the theme and component styles.
 * Picture tools and the login form are entry points of their own (`@babynews/ui/image`,
 * `@babynews/ui/login`), so that a first visit does not load them.
 */
import './styles/theme.css';
import './styles/components.css';
import './styles/overlay.css';
import './styles/media.css';
import './styles/badges.css';

export { Button, LinkButton, type ButtonProps, type LinkButtonProps, type ButtonVariant } from './Button';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
export { PinField, pinDigits, type PinFieldProps } from './PinField';
export { Modal, type ModalProps } from './Modal';
export { ErrorBoundary, RemoteBoundary, RemoteLoadError, type ErrorBoundaryProps, type RemoteBoundaryProps } from './ErrorBoundary';
export { Spinner, LoadingState } from './Spinner';
export { EmptyState, ErrorState, Alert, type EmptyStateProps, type ErrorStateProps } from './States';
export { Page, Card, type PageProps } from './Page';
export { showToast, ToastHost } from './toast';
export { Confetti, type ConfettiProps } from './Confetti';
export { useCopyLabel } from './useCopyLabel';
export { RequireSignIn } from './RequireSignIn';
export { Icon, type IconName, type IconProps } from './Icon';
export { ScrollReveal, type ScrollRevealProps } from './ScrollReveal';
export { OrderStatusBadge } from './OrderStatusBadge';
export { ProviderBadge, PROVIDER_NAME, type ProviderBadgeProps } from './ProviderBadge';
export { mountStandalone } from './mountStandalone';
export { useFormStatus, type FormStatusOptions } from './useFormStatus';
export { useAsyncResource, type AsyncResource, type AsyncResourceOptions, type ResourceActions, type ResourceState } from './useAsyncResource';
export { useTransientError } from './useTransientError';
export { useRenderTime } from './useRenderTime';
export { heldTaps, releaseHeldTaps, type HeldTaps } from './heldTaps';
export { useBrowserValue } from './useBrowserValue';
export { LegalConsentNote } from './LegalConsentNote';
export { useDocumentTitle } from './useDocumentTitle';
