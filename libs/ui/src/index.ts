/**
 * @babynews/ui — shared React components and the theme (CSS variables in styles/theme.css).
 * Shared as a Module Federation singleton; importing it loads the theme and component styles.
 * Picture tools, the login form and provider badge, the consent checklist, the gift widgets, the
 * celebrations and the standalone mount are entry points of their own (`@babynews/ui/image`, `/login`,
 * `/consent`, `/gift`, `/motion`, `/standalone`), so that a first visit does not load them.
 */
import './styles/theme.css';
import './styles/components.css';
import './styles/overlay.css';
import './styles/media.css';
import './styles/badges.css';

export { Button, LinkButton, type ButtonProps, type LinkButtonProps, type ButtonVariant } from './Button';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
export { Modal, type ModalProps } from './Modal';
export { ErrorBoundary, RemoteBoundary, RemoteLoadError, type ErrorBoundaryProps, type RemoteBoundaryProps } from './ErrorBoundary';
export { Spinner, LoadingState } from './Spinner';
export { EmptyState, ErrorState, Alert, type EmptyStateProps, type ErrorStateProps } from './States';
export { Page, Card, type PageProps } from './Page';
export { showToast, ToastHost } from './toast';
export { useCopyLabel } from './useCopyLabel';
export { RequireSignIn } from './RequireSignIn';
export { Icon, type IconName, type IconProps } from './Icon';
export { useFormStatus, type FormStatusOptions } from './useFormStatus';
export { useAsyncResource, type AsyncResource, type AsyncResourceOptions, type ResourceActions, type ResourceState } from './useAsyncResource';
export { useTransientError } from './useTransientError';
export { useRenderTime } from './useRenderTime';
export { heldTaps, releaseHeldTaps, type HeldTaps } from './heldTaps';
export { useBrowserValue } from './useBrowserValue';
export { useDocumentTitle } from './useDocumentTitle';
export { ShareButton, type ShareButtonProps } from './ShareButton';
