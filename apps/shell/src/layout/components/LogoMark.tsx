/** The 아기소식 mark: a small heart-shaped sprout in a peach circle (decorative). */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#ffe3d8" />
      <path d="M16 24.5s-7-4.3-7-9.2A3.9 3.9 0 0 1 16 13a3.9 3.9 0 0 1 7 2.3c0 4.9-7 9.2-7 9.2z" fill="#e97a5f" />
      <path d="M16 13c0-3 1.6-5.2 4.4-5.8-.3 2.7-1.9 4.6-4.4 5.8z" fill="#7cc4a0" />
    </svg>
  );
}
