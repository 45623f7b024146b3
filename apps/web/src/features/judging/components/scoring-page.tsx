import { Navigate } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { FullPageSpinner } from '../../../components/spinner';
import { useJudgeStore, useJudgeStoreHydrated } from '../stores/judge-store';

export function ScoringPage() {
  const hydrated = useJudgeStoreHydrated();
  const selectedVehicleId = useJudgeStore((state) => state.selectedVehicleId);

  // Wait for the device copy: after a reload the selection is there, just not read yet.
  if (!hydrated) return <FullPageSpinner />;
  if (selectedVehicleId === null) return <Navigate to={ROUTES.judgeVehicles} replace />;
  return <PagePlaceholder title="Scoring" />;
}
