/**
 * The sprout animation of the news page (spec §2): a seedling that grows out of its pot — the stem
 * draws itself, two leaves unfold, then it sways gently. Decorative (aria-hidden); CSS only, and
 * shown still in its grown state when the user prefers reduced motion (news.css).
 */
export function Sprout() {
  return (
    <div className="sprout" aria-hidden="true" data-testid="sprout">
      <svg viewBox="0 0 120 120" width="112" height="112" focusable="false">
        <ellipse className="sprout__glow" cx="60" cy="62" rx="46" ry="46" />
        <g className="sprout__plant">
          <path className="sprout__stem" d="M60 92 C60 78 59 66 60 50" />
          <path className="sprout__leaf sprout__leaf--left" d="M60 60 C50 60 38 54 36 42 C48 40 58 46 60 60 Z" />
          <path className="sprout__leaf sprout__leaf--right" d="M60 52 C64 38 76 30 90 32 C88 46 76 54 60 52 Z" />
        </g>
        <path className="sprout__pot" d="M38 88 H82 L77 108 Q76 112 72 112 H48 Q44 112 43 108 Z" />
        <rect className="sprout__rim" x="34" y="84" width="52" height="9" rx="4.5" />
      </svg>
    </div>
  );
}
