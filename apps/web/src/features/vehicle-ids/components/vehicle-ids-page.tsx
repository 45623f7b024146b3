import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { AdminPage, SectionCard } from '../../../components/section-card';
import { SeriesForm } from './series-form';
import { VehicleIdList } from './vehicle-id-list';

/** /admin/manage-vehicle-id (SPEC "Admin vehicle ID creation"). */
export function VehicleIdsPage() {
  const { _ } = useLingui();
  const [listed, setListed] = useState<number | null>(null);
  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Manage Vehicle ID' })}
      description={_(/*i18n*/ { id: "Give each category a prefix and a number series; every vehicle's QR card carries one of its ids." })}
    >
      <SectionCard title={_(/*i18n*/ { id: 'Vehicle ID Series' })} headingId="vehicle-id-series-heading">
        <SeriesForm onSaved={(categoryId) => setListed((current) => current ?? categoryId)} />
      </SectionCard>
      <VehicleIdList categoryId={listed} onCategoryChange={setListed} />
    </AdminPage>
  );
}
