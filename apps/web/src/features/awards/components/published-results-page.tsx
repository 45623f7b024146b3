import { useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { usePublishedResults } from '../api/get-published-results';
import { PublishedResultsView } from './published-results-view';

/** /results/{eventId} in the app (vite dev, an old build): the published results read through the API. */
export function PublishedResultsPage() {
  const query = usePublishedResults(Number(useParams().eventId));
  if (!query.data) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6 text-center text-lg text-slate-700">
        {query.isError ? <p role="alert">{getErrorMessage(query.error, 'The results could not be loaded.')}</p> : <Spinner />}
      </main>
    );
  }
  return <PublishedResultsView results={query.data} />;
}
