/** A trophy under a chequered flag, drawn inline (no download on a venue's weak signal). */
export function VotedIllustration() {
  return (
    <svg viewBox="0 0 240 200" role="img" aria-label="A trophy under a chequered flag" className="h-auto w-56">
      <rect x="40" y="14" width="4" height="120" rx="2" fill="#475569" />
      <g>
        <rect x="44" y="14" width="96" height="56" fill="#ffffff" stroke="#0f172a" strokeWidth="3" />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3, 4, 5].map((col) =>
            (row + col) % 2 === 0 ? (
              <rect key={`${row}-${col}`} x={44 + col * 16} y={14 + row * 14} width="16" height="14" fill="#0f172a" />
            ) : null,
          ),
        )}
      </g>
      <path d="M120 86 h64 v22 a32 32 0 0 1 -64 0 z" fill="#f59e0b" />
      <path d="M120 92 h-14 a14 14 0 0 0 14 24 z M184 92 h14 a14 14 0 0 1 -14 24 z" fill="none" stroke="#f59e0b" strokeWidth="6" />
      <rect x="146" y="138" width="12" height="22" fill="#d97706" />
      <rect x="130" y="160" width="44" height="14" rx="3" fill="#b91c1c" />
      <path d="M140 104 l9 9 l17 -19" fill="none" stroke="#ffffff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <ellipse cx="152" cy="186" rx="70" ry="8" fill="#e2e8f0" />
    </svg>
  );
}
