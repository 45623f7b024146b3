import { Outlet } from 'react-router';
import { formatJudgeId } from '@showgrid/shared/limits';
import { Button } from '../../components/button';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSessionStore } from '../../features/auth/stores/session-store';

/** Minimal judge frame for now; the judging issues add the back link, photo and offline notice. */
export function JudgeLayout() {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout('judge');
  const judge = user?.role === 'judge' ? user : null;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <div>
          <p className="font-semibold text-slate-900">{judge?.strFullName ?? 'Judge'}</p>
          {judge && <p className="text-sm text-slate-500">Judge ID: {formatJudgeId(judge.intJudgeId)}</p>}
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
