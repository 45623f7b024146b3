import { useLingui } from '@lingui/react';
import { LOCALE_NAMES, LOCALES } from '@showgrid/shared/locales';
import { languagePath } from '@showgrid/shared/public-pages';

/**
 * The visitor's own language (issue 33): each language by its own name, a plain link, so it works
 * before or without the script; the server keeps the choice in a cookie and comes back here.
 */
export function LanguagePicker({ here }: { here: string }) {
  const { i18n, _ } = useLingui();
  return (
    <nav aria-label={_(/*i18n*/ { id: 'Language' })} className="flex flex-wrap justify-center gap-x-3 gap-y-1 py-4 text-sm">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={languagePath(locale, here)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === i18n.locale ? 'true' : undefined}
          className={locale === i18n.locale ? 'font-semibold text-slate-900' : 'text-slate-500 underline'}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}
