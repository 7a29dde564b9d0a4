import { Button } from '@babynews/ui';

export interface PagerProps {
  /** Current page, 0-based. */
  page: number;
  /** Number of pages (≥ 1); nothing is rendered for a single page. */
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's label, e.g. '답변'. */
  label: string;
}

/** Previous / next with '2 / 5 페이지' for the owner's paginated lists (quiz answers and ranking). */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="quiz-pager" aria-label={`${label} 페이지`}>
      <Button variant="secondary" size="small" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        이전
      </Button>
      <span className="quiz-pager__where" aria-current="page">
        {page + 1} / {totalPages} 페이지
      </span>
      <Button variant="secondary" size="small" disabled={page >= totalPages - 1} onClick={() => onPage(page + 1)}>
        다음
      </Button>
    </nav>
  );
}
