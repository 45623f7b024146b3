import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"). */
export function JudgesPage() {
  return <PagePlaceholder title="Manage Judges" />;
}
