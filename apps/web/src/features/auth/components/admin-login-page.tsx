import { Navigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { useRoleSignInMutation } from '../hooks/use-role-sign-in';
import { useSessionStore } from '../stores/session-store';
import { LoginForm } from './login-form';
import { LoginIllustration } from './login-illustration';
import { useSay } from '../../../components/use-say';

export function AdminLoginPage() {
  const say = useSay();
  const signIn = useRoleSignInMutation(['admin'], ROUTES.adminDashboard);
  const alreadyAdmin = useSessionStore((state) => state.loaded && state.user?.role === 'admin');

  if (alreadyAdmin && !signIn.isPending) return <Navigate to={ROUTES.adminDashboard} replace />;

  return (
    <main className="grid min-h-screen bg-white md:grid-cols-2">
      <div className="hidden items-center justify-center bg-slate-900 p-10 md:flex">
        <LoginIllustration />
      </div>
      <div className="flex items-center justify-center p-6 sm:p-10">
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-bold text-slate-900">{say(/*i18n*/ { id: 'Welcome to Showgrid' })}</h1>
          <p className="mt-2 text-slate-600">{say(/*i18n*/ { id: 'Hello! Sign in to run your show.' })}</p>
          <h2 className="mt-8 mb-6 text-xl font-semibold text-slate-900">{say(/*i18n*/ { id: 'Login' })}</h2>
          <LoginForm submitLabel={say(/*i18n*/ { id: 'Sign In' })} pending={signIn.isPending} onSubmit={(body) => signIn.mutate(body)} />
        </div>
      </div>
    </main>
  );
}
