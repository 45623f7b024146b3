import { useParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { english, translated } from '@showgrid/shared/i18n/translate';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { usePublishedResults } from '../api/get-published-results';
import { PublishedResultsView } from './published-results-view';

/** /results/{eventId} in the app (vite dev, an old build): the published results read through the API. */
export function PublishedResultsPage() {
  const { i18n } = useLingui();
  const query = usePublishedResults(Number(useParams().eventId));
  if (!query.data) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6 text-center text-lg text-slate-700">
        {query.isError ? (
          <p role="alert">{translated(i18n, getErrorMessage(query.error, english(/*i18n*/ { id: 'The results could not be loaded.' })))}</p>
        ) : (
          <Spinner label={i18n._(/*i18n*/ { id: 'Loading' })} />
        )}
      </main>
    );
  }
  return <PublishedResultsView results={query.data} />;
}
