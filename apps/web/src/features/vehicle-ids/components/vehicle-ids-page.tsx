import { PagePlaceholder } from '../../../components/page-placeholder';

/** /admin/manage-vehicle-id (SPEC "Admin vehicle ID creation"). */
export function VehicleIdsPage() {
  return <PagePlaceholder title="Manage Vehicle ID" />;
}
