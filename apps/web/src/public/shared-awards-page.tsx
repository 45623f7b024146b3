import { useEffect, useState } from 'react';
import { API } from '@showgrid/shared/paths';
import type { Awards } from '@showgrid/shared/schemas/awards';
import { AWARDS_REFRESH_MS, AwardsShow } from '../features/awards/components/awards-show';

/**
 * /awards/shared/{token}: the awards screen through the organiser's read-only link, its first
 * screen in the server's HTML; the live leaderboard reloads the scores from the API while it shows.
 */
export function SharedAwardsPage({ token, awards: first }: { token: string; awards: Awards }) {
  const [awards, setAwards] = useState(first);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!live) return undefined;
    const timer = window.setInterval(() => {
      void refresh(token)
        .then((fresh) => {
          if (fresh) setAwards(fresh);
        })
        // A missed refresh keeps the scores on screen; the next one tries again.
        .catch(() => undefined);
    }, AWARDS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [live, token]);
  return <AwardsShow awards={awards} live={live} onLiveChange={setLive} />;
}

async function refresh(token: string): Promise<Awards | null> {
  const res = await fetch(API.awardsShared(token), { headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const answer: unknown = await res.json();
  return isAwardsAnswer(answer) ? answer.data : null;
}

/** The API's `{ data: Awards }`, as far as the screen needs to trust it (the same server wrote both). */
function isAwardsAnswer(answer: unknown): answer is { data: Awards } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'data' in answer &&
    typeof answer.data === 'object' &&
    answer.data !== null &&
    'arrCategories' in answer.data &&
    Array.isArray(answer.data.arrCategories)
  );
}
