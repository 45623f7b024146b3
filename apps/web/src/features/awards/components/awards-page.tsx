import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { english, translated } from '@showgrid/shared/i18n/translate';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { eventAwards } from '../api/get-event-awards';
import { sharedAwards } from '../api/get-shared-awards';
import type { AwardsSource } from '../api/query-keys';
import { AwardsShow, AWARDS_REFRESH_MS } from './awards-show';

/** /awards/{eventId}: the organiser's awards screen (awards-show.tsx). */
export function AwardsPage() {
  const eventId = Number(useParams().eventId);
  return <AwardsScreen options={eventAwards(eventId)} enabled={Number.isInteger(eventId) && eventId > 0} />;
}

/** The same screen opened through the organiser's read-only link (the app's; built servers render it, ADR 042). */
export function SharedAwardsPage() {
  const token = useParams().token ?? '';
  return <AwardsScreen options={sharedAwards(token)} enabled={token !== ''} />;
}

function AwardsScreen({ options, enabled }: { options: AwardsSource; enabled: boolean }) {
  const { i18n } = useLingui();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
    enabled,
    retry: false,
    refetchInterval: live ? AWARDS_REFRESH_MS : false,
  });
  if (!query.data) {
    return (
      <div className="flex h-screen items-center justify-center bg-slate-950 p-8 text-center text-2xl text-white">
        {query.isError ? (
          <p role="alert">{translated(i18n, getErrorMessage(query.error, english(/*i18n*/ { id: 'The awards could not be loaded.' })))}</p>
        ) : (
          <Spinner label={i18n._(/*i18n*/ { id: 'Loading' })} />
        )}
      </div>
    );
  }
  return <AwardsShow awards={query.data} live={live} onLiveChange={setLive} />;
}
