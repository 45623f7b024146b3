import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react';
import { scoreNumber } from '@showgrid/shared/score-text';

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

/** How far a finger may wander between down and up and still be a tap (a touch slop, in CSS px). */
export const TAP_SLOP_PX = 8;

interface PendingTap {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * A 0..max score, step 1, that a brush cannot move (PRODUCT "Offline judging"): a judge walks the
 * field holding the tablet, so a palm or a scrolling finger crossing the track must not change a
 * score. Four things move it: dragging the thumb itself (the pointer has to land on the thumb
 * first, then move), a tap on the track (down and up within TAP_SLOP_PX of each other: the score
 * under the finger), the − and + buttons, and the keyboard on the focused thumb (arrows, Home,
 * End). A touch that moves on the track is a brush or a scroll and changes nothing: the track lets
 * the page scroll through it (touch-action: pan-y, the browser then cancels the pointer); only
 * the thumb captures the pointer (touch-action: none).
 */
export function ScoreSlider({ id, label, value, max, onChange }: ScoreSliderProps) {
  const { _, i18n } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const tap = useRef<PendingTap | null>(null);
  const clamp = (next: number) => Math.min(max, Math.max(0, Math.round(next)));
  const set = (next: number) => {
    const clamped = clamp(next);
    if (clamped !== value) onChange(clamped);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  /** The score under a point of the track. */
  const setAt = (clientX: number) => {
    const track = trackRef.current?.getBoundingClientRect();
    if (!track || track.width === 0) return;
    set(((clientX - track.left) / track.width) * max);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setAt(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };
  // The thumb's own pointer events bubble up to the track: those are a drag, not a tap.
  const onThumb = (event: PointerEvent<HTMLDivElement>) =>
    event.target instanceof Node && thumbRef.current?.contains(event.target) === true;
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const mainButton = event.pointerType !== 'mouse' || event.button === 0;
    tap.current =
      event.isPrimary && mainButton && !onThumb(event) ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY } : null;
  };
  const onTrackPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = tap.current;
    if (start?.pointerId !== event.pointerId) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) tap.current = null;
  };
  const onTrackPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = tap.current;
    tap.current = null;
    if (start?.pointerId !== event.pointerId || onThumb(event)) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
    setAt(start.x);
  };
  const forgetTap = () => {
    tap.current = null;
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
          {scoreNumber(i18n, value)} / {scoreNumber(i18n, max)}
        </span>
      </div>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-label={_(/*i18n*/ { id: 'Lower {parameter}', values: { parameter: label } })}
          disabled={value <= 0}
          onClick={() => set(value - 1)}
          className="size-11 shrink-0 rounded-full border border-slate-300 bg-white text-xl font-semibold text-slate-800 disabled:opacity-40"
        >
          −
        </button>
        <div
          ref={trackRef}
          data-testid={`${id}-track`}
          onPointerDown={onTrackPointerDown}
          onPointerMove={onTrackPointerMove}
          onPointerUp={onTrackPointerUp}
          onPointerCancel={forgetTap}
          onPointerLeave={forgetTap}
          className="relative mx-6 h-11 flex-1 cursor-pointer touch-pan-y"
        >
          <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-slate-200" />
          <div className="absolute top-1/2 left-0 h-2 -translate-y-1/2 rounded-full bg-red-600" style={{ width: `${String(percent)}%` }} />
          <div
            ref={thumbRef}
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
          aria-label={_(/*i18n*/ { id: 'Raise {parameter}', values: { parameter: label } })}
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
