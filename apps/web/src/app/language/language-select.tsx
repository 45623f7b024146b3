import { useLingui } from '@lingui/react';
import { LOCALE_NAMES, LOCALES, isLocale } from '@showgrid/shared/locales';
import { useChooseLanguage } from './use-account-language';

/** The app's language picker (issue 33): each language by its own name; kept on the device and the account. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { i18n, _ } = useLingui();
  const choose = useChooseLanguage();
  return (
    <label className={`inline-flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <span>{_(/*i18n*/ { id: 'Language' })}</span>
      <select
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
