interface JudgeAvatarProps {
  name: string;
  url: string | null;
  className?: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** A round photo, or the judge's initials when there is none; named after the judge either way. */
export function JudgeAvatar({ name, url, className = 'size-10' }: JudgeAvatarProps) {
  if (url) {
    return <img src={url} alt={name} className={`${className} shrink-0 rounded-full border border-slate-200 object-cover`} />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700`}
    >
      {initials(name)}
    </span>
  );
}
