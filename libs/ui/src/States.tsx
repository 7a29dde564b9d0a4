import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  /** Icon shown in a pastel circle. */
  icon?: IconName;
  title: string;
  text?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** Friendly empty or 'nothing here' state (e.g. '소식을 찾을 수 없습니다.'). */
export function EmptyState({ icon = 'heart', title, text, actions }: EmptyStateProps) {
  return (
    <div className="bn-state">
      <div className="bn-state__icon">
        <Icon name={icon} size={30} />
      </div>
      <h2 className="bn-state__title">{title}</h2>
      {text && <p className="bn-state__text">{text}</p>}
      {actions && <div className="bn-state__actions">{actions}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** The Korean error message (e.g. MSG.event.loadFailed). */
  message: string;
  /** Called by the '다시 시도' button; no button without it. */
  onRetry?: () => void;
  /** Extra actions next to the retry button. */
  actions?: ReactNode;
}

/** Error panel with a '다시 시도' (retry) button: never leave the user on a blank page. */
export function ErrorState({ message, onRetry, actions }: ErrorStateProps) {
  return (
    <div className="bn-state" role="alert">
      <div className="bn-state__icon bn-state__icon--error">
        <Icon name="sad" size={30} />
      </div>
      <p className="bn-state__title">{message}</p>
      <div className="bn-state__actions">
        {onRetry && <Button onClick={onRetry}>다시 시도</Button>}
        {actions}
      </div>
    </div>
  );
}

/** Inline alert box for form-level messages. */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`bn-alert bn-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
