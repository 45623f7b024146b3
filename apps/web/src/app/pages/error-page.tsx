import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/button';
import { useNetworkStore } from '../../offline/network-status';
import { usePageWords } from './use-page-words';

/**
 * The router's error page. Offline it says so (SPEC §4: an error page offline); scores already
 * given stay on the device, so reloading loses nothing.
 */
export function ErrorPage() {
  const error = useRouteError();
  const online = useNetworkStore((state) => state.online);
  const say = usePageWords();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {online ? say(/*i18n*/ { id: 'Something went wrong.' }) : say(/*i18n*/ { id: 'You are offline.' })}
      </h1>
      <p className="max-w-md text-slate-600">
        {online
          ? say(/*i18n*/ { id: 'The page could not be shown. Reload to try again.' })
          : say(/*i18n*/ { id: 'Scores you have given are kept on this device and are sent when the connection is back.' })}
      </p>
      <Button onClick={() => window.location.reload()}>{say(/*i18n*/ { id: 'Reload' })}</Button>
    </main>
  );
}
