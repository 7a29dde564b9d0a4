/** PREV/NEXT and the 'page x of y' indicator of the member list (spec §2); `page` is 0-based. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, totalPages);
  return (
    <nav className="admin-pager" aria-label="페이지 이동">
      <button type="button" className="admin-pager__button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        PREV
      </button>
      <span className="admin-pager__status" aria-live="polite">
        page {page + 1} of {pages}
      </span>
      <button type="button" className="admin-pager__button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        NEXT
      </button>
    </nav>
  );
}
