import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { MEDAL_LABELS, type Medal } from '@showgrid/shared/scoring-rules';

const LOOKS: Record<Medal, { light: string; dark: string; disc: string }> = {
  gold: {
    light: 'bg-amber-100 text-amber-900 ring-amber-300',
    dark: 'bg-amber-400/15 text-amber-200 ring-amber-300/60',
    disc: 'fill-amber-400',
  },
  silver: {
    light: 'bg-slate-100 text-slate-800 ring-slate-300',
    dark: 'bg-slate-300/15 text-slate-100 ring-slate-300/60',
    disc: 'fill-slate-400',
  },
  bronze: {
    light: 'bg-orange-100 text-orange-900 ring-orange-300',
    dark: 'bg-orange-600/20 text-orange-200 ring-orange-400/60',
    disc: 'fill-orange-600',
  },
};

interface MedalBadgeProps {
  medal: Medal;
  /** On the dark awards screen. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * A vehicle's medal under the event's bands (ADR 029): the word itself, with a coloured disc beside
 * it, so it never rests on colour alone. Sized by its text: the awards screen sets a larger one.
 */
export function MedalBadge({ medal, tone = 'light', className = '' }: MedalBadgeProps) {
  const look = LOOKS[medal];
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-flex items-center gap-[0.35em] rounded-full px-[0.6em] py-[0.1em] font-semibold ring-1 ${look[tone]} ${className}`}
    >
      <svg viewBox="0 0 10 10" aria-hidden="true" className="size-[0.9em] shrink-0">
        <circle cx="5" cy="5" r="4.5" className={look.disc} />
      </svg>
      {translated(i18n, MEDAL_LABELS[medal])}
    </span>
  );
}
