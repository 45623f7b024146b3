import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"). */
export function CategoriesPage() {
  return <PagePlaceholder title="Manage Categories" />;
}
