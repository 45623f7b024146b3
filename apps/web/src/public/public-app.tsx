import type { PublicPage } from '@showgrid/shared/public-pages';
import { PublicLayout } from './public-layout';
import { ThanksPage } from './thanks-page';
import { VehicleMissingPage, VehiclePage } from './vehicle-page';
import { VerifyPage } from './verify-page';

/** One server-rendered public page, from the data the server put in the HTML (ADR 042). */
export function PublicApp({ page }: { page: PublicPage }) {
  return <PublicLayout>{pageOf(page)}</PublicLayout>;
}

function pageOf(page: PublicPage) {
  switch (page.kind) {
    case 'vehicle':
      return <VehiclePage vehicle={page.vehicle} windowLine={page.windowLine} />;
    case 'vehicle-missing':
      return <VehicleMissingPage notEntered={page.notEntered} />;
    case 'verify':
      return <VerifyPage target={page.target} form={page.form} />;
    case 'thanks':
      return <ThanksPage target={page.target} />;
  }
}
