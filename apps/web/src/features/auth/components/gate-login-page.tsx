import { Navigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { GATE_ROLES, mayUseGate } from '@showgrid/shared/roles';
import { useRoleSignInMutation } from '../hooks/use-role-sign-in';
import { useSessionStore } from '../stores/session-store';
import { LoginForm } from './login-form';
import { useSay } from '../../../components/use-say';

/** The volunteers' sign-in (an organiser may use the gate too). */
export function GateLoginPage() {
  const say = useSay();
  const signIn = useRoleSignInMutation(GATE_ROLES, ROUTES.gate);
  const signedIn = useSessionStore((state) => state.loaded && state.user !== null && mayUseGate(state.user.role));
  if (signedIn && !signIn.isPending) return <Navigate to={ROUTES.gate} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{say(/*i18n*/ { id: 'Gate check-in' })}</h1>
        <p className="mt-2 mb-6 text-slate-600">{say(/*i18n*/ { id: 'Sign in with the account your organiser gave you.' })}</p>
        <LoginForm submitLabel={say(/*i18n*/ { id: 'Sign in' })} pending={signIn.isPending} onSubmit={(body) => signIn.mutate(body)} />
      </div>
    </main>
  );
}
