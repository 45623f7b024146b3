import { I18nProvider, useLingui } from '@lingui/react';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { speaksEveryLanguage, type PublicPage } from '@showgrid/shared/public-pages';
import { PublishedResultsView } from '../features/awards/components/published-results-view';
import { LanguagePicker } from './language-picker';
import { PublicLayout } from './public-layout';
import { RegisterPage } from './register-page';
import { SharedAwardsPage } from './shared-awards-page';
import { ThanksPage } from './thanks-page';
import { VehicleMissingPage, VehiclePage } from './vehicle-page';
import { VerifyPage } from './verify-page';

/**
 * One server-rendered public page, from the data the server put in the HTML (ADR 042), in the
 * reader's language (ADR 045). `here`: the page's own address, for the language picker.
 */
export function PublicApp({ page, i18n, here }: { page: PublicPage; i18n: I18n; here: string }) {
  return <I18nProvider i18n={i18n}>{frameOf(page, here)}</I18nProvider>;
}

function frameOf(page: PublicPage, here: string) {
  // The published results are a page of their own width (a phone, or a laptop at the club).
  if (page.kind === 'results') {
    return (
      <>
        <PublishedResultsView results={page.results} />
        <LanguagePicker here={here} />
      </>
    );
  }
  // The awards screen fills a projector: no picker on it (the show's language, or the browser's).
  if (page.kind === 'awards') return <SharedAwardsPage token={page.token} awards={page.awards} />;
  return <PublicLayout here={speaksEveryLanguage(page) ? here : null}>{pageOf(page)}</PublicLayout>;
}

function pageOf(page: Exclude<PublicPage, { kind: 'results' | 'awards' }>) {
  switch (page.kind) {
    case 'vehicle':
      return <VehiclePage vehicle={page.vehicle} windowLine={page.windowLine} />;
    case 'vehicle-missing':
      return <VehicleMissingPage notEntered={page.notEntered} />;
    case 'verify':
      return <VerifyPage target={page.target} form={page.form} />;
    case 'register':
      return <RegisterPage registration={page.registration} lines={page.lines} step={page.step} />;
    case 'thanks':
      return <ThanksPage target={page.target} />;
    case 'unavailable':
      return <Unavailable message={page.message} />;
  }
}

/** Why the page cannot be shown, in the server's words (translated where the catalog has them). */
function Unavailable({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <p role="alert" className="m-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      {translated(i18n, message)}
    </p>
  );
}
