import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { IconButton } from '../primitives/IconButton.tsx';
import { PAGE_SIZES, type PageSize } from './types.ts';

interface PagerProps {
  page: number;
  maxPage: number;
  pageSize: PageSize;
  busy: boolean;
  idPrefix: string;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

const sizeLabel = (size: PageSize) => (size === 'all' ? 'All' : String(size));

/** Page size and page navigation; server pages, so each move is a request (the buttons stay put while it runs). */
export function Pager({ page, maxPage, pageSize, busy, idPrefix, onPage, onPageSize }: PagerProps) {
  const sizeId = `${idPrefix}-page-size`;
  return (
    <div className="data-list-pager">
      <label htmlFor={sizeId}>Per page</label>
      <select
        id={sizeId}
        className="input data-list-page-size"
        value={String(pageSize)}
        onChange={(event) => {
          const value = event.target.value;
          onPageSize(value === 'all' ? 'all' : (Number(value) as PageSize));
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={String(size)} value={String(size)}>
            {sizeLabel(size)}
          </option>
        ))}
      </select>
      {pageSize === 'all' ? null : (
        <nav className="data-list-pages" aria-label="Pages">
          <IconButton
            icon={ChevronLeft}
            label="Previous page"
            disabled={page <= 1}
            aria-disabled={busy || undefined}
            onClick={() => onPage(page - 1)}
          />
          <span className="data-list-page-number">{`Page ${page} of ${maxPage}`}</span>
          <IconButton
            icon={ChevronRight}
            label="Next page"
            disabled={page >= maxPage}
            aria-disabled={busy || undefined}
            onClick={() => onPage(page + 1)}
          />
        </nav>
      )}
    </div>
  );
}
