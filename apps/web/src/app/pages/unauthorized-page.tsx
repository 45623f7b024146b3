import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ROUTES } from '@showgrid/shared/paths';
import { usePageWords } from './use-page-words';

const fromState = z.object({ from: z.string() });

export function UnauthorizedPage() {
  const say = usePageWords();
  const navigate = useNavigate();
  const location = useLocation();
  const parsed = fromState.safeParse(location.state);
  // The guard says where the user came from, so the login offered is that area's.
  const loginPath = parsed.success && parsed.data.from.startsWith('/admin') ? ROUTES.adminLogin : ROUTES.judgeLogin;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{say(/*i18n*/ { id: 'Unauthorized' })}</h1>
      <p className="text-slate-600">{say(/*i18n*/ { id: 'You do not have access to this page.' })}</p>
      <div className="flex gap-3">
        <Link to={loginPath} className="rounded-md bg-red-600 px-4 py-2.5 text-sm font-semibold text-white">
          {say(/*i18n*/ { id: 'go to login page' })}
        </Link>
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800"
        >
          {say(/*i18n*/ { id: 'go back' })}
        </button>
      </div>
    </main>
  );
}
