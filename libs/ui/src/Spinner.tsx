/** Spinning ring. `label` is read by screen readers ('' hides it, e.g. inside a button). */
export function Spinner({ size = 'normal', label = '불러오는 중' }: { size?: 'normal' | 'small'; label?: string }) {
  return (
    <span
      className={size === 'small' ? 'bn-spinner bn-spinner--small' : 'bn-spinner'}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Full-width loading state with a Korean text (default '불러오는 중입니다...'). */
export function LoadingState({ text = '불러오는 중입니다...' }: { text?: string }) {
  return (
    <div className="bn-state" role="status" aria-live="polite">
      <span className="bn-spinner" aria-hidden="true" />
      <p className="bn-state__text">{text}</p>
    </div>
  );
}
