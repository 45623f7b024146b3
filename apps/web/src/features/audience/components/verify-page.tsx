import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { readVoteTarget } from '../lib/vote-target';
import { EmailStep } from './email-step';
import { OtpStep } from './otp-step';

/**
 * /audience/verify, "Verify your identity" (SPEC §2): the e-mail step sends a one-time code, the
 * code step verifies it and casts the vote for the vehicle carried in the navigation state.
 */
export function VerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = readVoteTarget(location.state);
  const [email, setEmail] = useState<string | null>(null);
  const [resendAfter, setResendAfter] = useState(0);

  if (!target) {
    return (
      <section className="flex flex-col gap-4 p-4">
        <h1 className="text-2xl font-bold text-slate-900">Verify your identity</h1>
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Scan the QR card on a vehicle’s windscreen to vote for it.
        </p>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-5 p-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Verify your identity</h1>
        <p className="mt-1 text-slate-600">
          Your vote: <span className="font-semibold text-slate-900">{target.strVehicleName}</span>{' '}
          <span className="font-semibold text-red-700">{target.strUniqueId}</span>
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {email === null ? (
          <EmailStep
            intVehicleId={target.intVehicleId}
            onSent={(address, seconds) => {
              setEmail(address);
              setResendAfter(seconds);
            }}
          />
        ) : (
          <OtpStep
            email={email}
            target={target}
            resendAfter={resendAfter}
            onChangeEmail={() => setEmail(null)}
            onVoted={() => void navigate(ROUTES.audienceThanks, { replace: true, state: target })}
          />
        )}
      </div>
      <Link to={ROUTES.audienceVehicle(target.strUniqueId)} className="text-center text-sm font-semibold text-slate-600 underline">
        Back to the vehicle
      </Link>
    </section>
  );
}
