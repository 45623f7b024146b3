import { PagePlaceholder } from '../../../components/page-placeholder';

/** /admin/manage-vehicles/:eventId (SPEC "Admin vehicles"). */
export function VehiclesPage() {
  return <PagePlaceholder title="Manage Vehicles" />;
}
