import { useSay } from './use-say';

/**
 * SPEC §9: every page when there are 5 or fewer, else the first, the last and the current page's
 * neighbours, with an ellipsis for each gap.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const say = useSay();
  if (totalPages <= 1) return null;
  const base = 'min-w-9 rounded-md px-3 py-1.5 text-sm font-medium';
  return (
    <nav aria-label={say(/*i18n*/ { id: 'Pagination' })} className="flex items-center justify-end gap-1">
      <button
        type="button"
        className={`${base} text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        {say(/*i18n*/ { id: 'Previous' })}
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${String(index)}`} className="px-2 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={say(/*i18n*/ { id: 'Page {page}', values: { page: String(item) } })}
            aria-current={item === page ? 'page' : undefined}
            className={`${base} ${item === page ? 'bg-red-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
      >
        {say(/*i18n*/ { id: 'Next' })}
      </button>
    </nav>
  );
}
