import { AdminPage, SectionCard } from '../../../components/section-card';
import { VehicleTypeForm } from './vehicle-type-form';
import { VehicleTypeList } from './vehicle-type-list';

export function VehicleTypesPage() {
  return (
    <AdminPage title="Manage Vehicle Type" description="Vehicle types group the judging parameters and the categories of a show.">
      <SectionCard title="Add Vehicle Type" headingId="add-vehicle-type-heading">
        <VehicleTypeForm />
      </SectionCard>
      <VehicleTypeList />
    </AdminPage>
  );
}
