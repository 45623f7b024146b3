/** The picture of the admin login: a show car on a podium under lights, drawn inline (no download). */
export function LoginIllustration() {
  return (
    <svg viewBox="0 0 480 480" role="img" aria-label="A show car on a podium" className="h-auto w-full max-w-md">
      <defs>
        <linearGradient id="login-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e293b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id="login-beam" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="480" height="480" rx="32" fill="url(#login-sky)" />
      <polygon points="120,0 160,0 260,330 60,330" fill="url(#login-beam)" />
      <polygon points="320,0 360,0 420,330 220,330" fill="url(#login-beam)" />
      <ellipse cx="240" cy="370" rx="190" ry="34" fill="#334155" />
      <ellipse cx="240" cy="360" rx="190" ry="34" fill="#475569" />
      <path
        d="M92 318 L112 270 Q124 244 156 238 L204 206 Q226 192 262 192 L314 194 Q344 196 362 222 L384 252 Q404 256 408 282 L410 318 Z"
        fill="#dc2626"
      />
      <path d="M214 214 Q232 204 258 204 L300 206 Q322 208 336 228 L344 240 L190 240 Z" fill="#bae6fd" />
      <rect x="262" y="204" width="8" height="36" fill="#dc2626" />
      <circle cx="160" cy="320" r="30" fill="#0f172a" />
      <circle cx="160" cy="320" r="13" fill="#cbd5e1" />
      <circle cx="346" cy="320" r="30" fill="#0f172a" />
      <circle cx="346" cy="320" r="13" fill="#cbd5e1" />
      <rect x="392" y="268" width="14" height="10" rx="3" fill="#fde68a" />
      <g fill="#fbbf24">
        <polygon points="240,84 248,104 270,104 252,117 259,138 240,125 221,138 228,117 210,104 232,104" />
      </g>
      <text x="240" y="440" textAnchor="middle" fill="#e2e8f0" fontSize="26" fontFamily="sans-serif" fontWeight="700">
        Showgrid
      </text>
    </svg>
  );
}
