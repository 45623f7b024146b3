import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface ScoreSliderProps {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const KEY_STEPS: Record<string, (value: number, max: number) => number> = {
  ArrowRight: (value) => value + 1,
  ArrowUp: (value) => value + 1,
  ArrowLeft: (value) => value - 1,
  ArrowDown: (value) => value - 1,
  Home: () => 0,
  End: (_value, max) => max,
};

/**
 * A 0..max score, step 1, that a brush cannot move (PRODUCT "Offline judging"): a judge walks the
 * field holding the tablet, so a palm or a scrolling finger crossing the track must not change a
 * score. Only three things move it: dragging the thumb itself (the pointer has to land on the
 * thumb first, then move), the − and + buttons, and the keyboard on the focused thumb (arrows,
 * Home, End). A tap on the bare track does nothing, and the track lets the page scroll through it
 * (touch-action: pan-y); only the thumb captures the pointer (touch-action: none).
 */
export function ScoreSlider({ id, label, value, max, onChange }: ScoreSliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const clamp = (next: number) => Math.min(max, Math.max(0, Math.round(next)));
  const set = (next: number) => {
    const clamped = clamp(next);
    if (clamped !== value) onChange(clamped);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current?.getBoundingClientRect();
    if (!dragging.current || !track || track.width === 0) return;
    set(((event.clientX - track.left) / track.width) * max);
  };
  const endDrag = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    set(step(value, max));
  };

  const percent = max > 0 ? (value / max) * 100 : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span id={`${id}-label`} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-lg font-semibold text-slate-900" aria-hidden="true">
          {value} / {max}
        </span>
      </div>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-label={`Lower ${label}`}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
          className="size-11 shrink-0 rounded-full border border-slate-300 bg-white text-xl font-semibold text-slate-800 disabled:opacity-40"
        >
          −
        </button>
        <div ref={trackRef} data-testid={`${id}-track`} className="relative mx-6 h-11 flex-1 touch-pan-y">
          <div className="absolute top-1/2 right-0 left-0 h-2 -translate-y-1/2 rounded-full bg-slate-200" />
          <div className="absolute top-1/2 left-0 h-2 -translate-y-1/2 rounded-full bg-red-600" style={{ width: `${String(percent)}%` }} />
          <div
            id={id}
            role="slider"
            tabIndex={0}
            aria-labelledby={`${id}-label`}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={value}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
            className="absolute top-1/2 size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full border-4 border-red-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
            style={{ left: `${String(percent)}%` }}
          />
        </div>
        <button
          type="button"
          aria-label={`Raise ${label}`}
          disabled={value >= max}
          onClick={() => set(value + 1)}
          className="size-11 shrink-0 rounded-full border border-slate-300 bg-white text-xl font-semibold text-slate-800 disabled:opacity-40"
        >
          +
        </button>
      </div>
    </div>
  );
}
