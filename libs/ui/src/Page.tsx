import type { ReactNode } from 'react';

export interface PageProps {
  /** Page heading (h1). */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** 480 px column for forms; default is the 960 px content width. */
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** Centered page column with an optional h1 title and subtitle. */
export function Page({ title, subtitle, narrow, className, children }: PageProps) {
  return (
    <main className={['bn-page', narrow && 'bn-page--narrow', className].filter(Boolean).join(' ')}>
      {(title || subtitle) && (
        <header className="bn-page__head">
          {title && <h1 className="bn-page__title">{title}</h1>}
          {subtitle && <p className="bn-page__subtitle">{subtitle}</p>}
        </header>
      )}
      {children}
    </main>
  );
}

/** White rounded card. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <section className={['bn-card', className].filter(Boolean).join(' ')}>{children}</section>;
}
