import { PagePlaceholder } from '../../../components/page-placeholder';

/** To be written (issue "Admin catalogue"): the event picker of SPEC §2. */
export function EventPickerPage({ purpose }: { purpose: 'vehicles' | 'results' }) {
  return <PagePlaceholder title={purpose === 'vehicles' ? 'Select Event for Vehicles' : 'Select Event for Results'} />;
}
