import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { SelectControl } from '../controls/SelectControl.tsx';
import { IconButton } from '../primitives/IconButton.tsx';
import { PAGE_SIZES, type PageSize } from './types.ts';

interface PagerProps {
  /** How many there are ("42 links"), said before the paging; empty while unknown. */
  total: string;
  page: number;
  maxPage: number;
  pageSize: PageSize;
  busy: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

const sizeLabel = (size: PageSize) => (size === 'all' ? 'All' : String(size));

/** Page size and page navigation; server pages, so each move is a request (the buttons stay put while it runs). */
export function Pager({ total, page, maxPage, pageSize, busy, onPage, onPageSize }: PagerProps) {
  return (
    <div className="data-list-pager">
      {total ? <span className="data-list-total">{total}</span> : null}
      <SelectControl
        className="data-list-page-size"
        label="Per page"
        value={String(pageSize)}
        onChange={(value) => onPageSize(value === 'all' ? 'all' : (Number(value) as PageSize))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={String(size)} value={String(size)}>
            {sizeLabel(size)}
          </option>
        ))}
      </SelectControl>
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
