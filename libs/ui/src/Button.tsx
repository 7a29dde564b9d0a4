import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'soft' | 'ghost' | 'danger' | 'success';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  /** Full width of the container. */
  block?: boolean;
}

function classes({ variant = 'primary', size = 'normal', block }: ButtonLook, extra?: string): string {
  return ['bn-button', `bn-button--${variant}`, size === 'small' && 'bn-button--small', block && 'bn-button--block', extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a small spinner and disables the button while an action runs. */
  busy?: boolean;
  children: ReactNode;
  /** The button element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button: pill shaped, at least 44 px tall (tappable on a 360 px phone). */
export function Button({ variant, size, block, busy, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={classes({ variant, size, block }, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="small" label="" />}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends LinkProps, ButtonLook {
  children: ReactNode;
}

/** A react-router link that looks like a Button (navigation, not an action). */
export function LinkButton({ variant, size, block, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
