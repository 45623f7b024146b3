import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"). */
export function EventsPage() {
  return <PagePlaceholder title="Manage Events" />;
}
