/**
 * The app's glyphs, drawn on one 20 × 20 grid in the text's colour, always decorative (the button
 * or link around one carries the name). Lines are stroked, shapes filled.
 */
const GLYPHS = {
  edit: { d: 'M4 13.5V16h2.5l7.4-7.4-2.5-2.5L4 13.5zM15.7 6.8a.7.7 0 000-1l-1.5-1.5a.7.7 0 00-1 0l-1.2 1.2 2.5 2.5 1.2-1.2z', line: false },
  delete: { d: 'M6 6h8l-.7 10H6.7L6 6zm2-3h4l1 1h3v2H4V4h3l1-1z', line: false },
  close: { d: 'M5 5l10 10M15 5L5 15', line: true },
  menu: { d: 'M3 5h14M3 10h14M3 15h14', line: true },
  back: { d: 'M12.5 4.5L7 10l5.5 5.5', line: true },
  filter: { d: 'M3 4h14l-5.5 6.5V16l-3 1.5v-7L3 4z', line: false },
  key: {
    d: 'M12.5 2a5.5 5.5 0 00-5.2 7.3L2 14.6V18h3.4v-1.7h1.7v-1.7h1.7l1.6-1.6A5.5 5.5 0 1012.5 2zm1.3 5.5a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6z',
    line: false,
  },
} as const;

export type IconName = keyof typeof GLYPHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  const glyph = GLYPHS[name];
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      {glyph.line ? (
        <path d={glyph.d} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={glyph.d} fill="currentColor" />
      )}
    </svg>
  );
}
