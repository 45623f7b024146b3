import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';

interface FilterPopoverProps {
  /** Accessible name of the panel, e.g. "Filter judges". */
  label: string;
  /** The panel's content. */
  children: ReactNode;
  /** The active filter in words ("Status: Active"), or null when none: shown with "Clear filter". */
  active: string | null;
  onClear: () => void;
  /** Called when the panel opens (to load its options lazily). */
  onOpen?: () => void;
  panelClassName?: string;
}

/**
 * The toolbar's Filter button (SPEC: judges and events pages): a small panel that closes on a
 * click outside or Escape, and a chip naming the active filter with a way to clear it.
 */
export function FilterPopover({ label, children, active, onClear, onOpen, panelClassName = 'w-64' }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="flex items-center gap-2">
      <div ref={containerRef} className="relative">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            if (!open) onOpen?.();
            setOpen(!open);
          }}
        >
          <Icon name="filter" className="me-2 inline size-4 align-[-3px]" />
          Filter
        </Button>
        {open && (
          <div
            id={panelId}
            role="group"
            aria-label={label}
            className={`absolute end-0 z-30 mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-lg ${panelClassName}`}
          >
            {children}
          </div>
        )}
      </div>
      {active !== null && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 py-1 pe-1 ps-3 text-sm font-medium text-red-700">
          {active}
          <button
            type="button"
            onClick={onClear}
            className="rounded-full px-2 py-0.5 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Clear filter
          </button>
        </span>
      )}
    </div>
  );
}
