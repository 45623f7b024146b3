import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"). */
export function VehicleTypesPage() {
  return <PagePlaceholder title="Manage Vehicle Type" />;
}
