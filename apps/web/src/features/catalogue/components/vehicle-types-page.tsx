import { useLingui } from '@lingui/react';
import { AdminPage, SectionCard } from '../../../components/section-card';
import { VehicleTypeForm } from './vehicle-type-form';
import { VehicleTypeList } from './vehicle-type-list';

export function VehicleTypesPage() {
  const { _ } = useLingui();
  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Manage Vehicle Type' })}
      description={_(/*i18n*/ { id: 'Vehicle types group the judging parameters and the categories of a show.' })}
    >
      <SectionCard title={_(/*i18n*/ { id: 'Add Vehicle Type' })} headingId="add-vehicle-type-heading">
        <VehicleTypeForm />
      </SectionCard>
      <VehicleTypeList />
    </AdminPage>
  );
}
