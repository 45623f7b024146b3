import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"). */
export function ParametersPage() {
  return <PagePlaceholder title="Manage Parameters" />;
}
