import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '@babynews/contracts';
import { ErrorState } from './States';
import { releaseHeldTaps } from './heldTaps';

export interface ErrorBoundaryProps {
  /** Renders the failure; `reset` clears the error and renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Called before the boundary re-renders its children after a reset. */
  onReset?: () => void;
  /** When any of these values change, a caught error is cleared (e.g. the route path). */
  resetKeys?: unknown[];
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows `fallback` instead of a blank page (releasing the taps held before hydration, `releaseHeldTaps`). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[ErrorBoundary]', error, info.componentStack);
    // the fallback is what the page is now: taps held before a first page hydrated must reach its buttons
    releaseHeldTaps();
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (!this.state.error) return;
    const before = previous.resetKeys ?? [];
    const after = this.props.resetKeys ?? [];
    if (before.length !== after.length || before.some((value, i) => !Object.is(value, after[i]))) this.setState({ error: null });
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}

export interface RemoteBoundaryProps {
  /** Re-attempts loading the remote module (called by '다시 시도'). */
  onRetry: () => void;
  /** Clears a caught error when these change (e.g. the location key). */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * Boundary around a federated route module: if the remote cannot be loaded or crashes, shows
 * MSG.common.remoteLoadFailed with a '다시 시도' button that calls `onRetry` (ARCHITECTURE §1).
 */
export function RemoteBoundary({ onRetry, resetKeys, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary resetKeys={resetKeys} onReset={onRetry} fallback={(_error, reset) => <RemoteLoadError onRetry={reset} />}>
      {children}
    </ErrorBoundary>
  );
}

/** The Korean 'screen could not be loaded' panel with a retry button. */
export function RemoteLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="bn-page bn-page--narrow">
      <ErrorState
        message={MSG.common.remoteLoadFailed}
        onRetry={onRetry}
        actions={
          <a className="bn-button bn-button--secondary" href="/">
            홈으로 가기
          </a>
        }
      />
    </div>
  );
}
