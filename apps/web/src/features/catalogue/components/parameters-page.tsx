import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { ParameterForm } from './parameter-form';
import { ParameterList } from './parameter-list';
import { AdminPage, SectionCard } from '../../../components/section-card';

/** The chosen type sits in the address (`?type=N`), so a reload or a shared link keeps it. */
function useChosenVehicleType(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('type'));
  const chosen = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = (id: number | null) => {
    setParams(id === null ? {} : { type: String(id) }, { replace: true });
  };
  return [chosen, choose];
}

export function ParametersPage() {
  const { _ } = useLingui();
  const [vehicleTypeId, setVehicleTypeId] = useChosenVehicleType();
  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Manage Parameters' })}
      description={_(/*i18n*/ { id: "Judges score every vehicle of a type on that type's parameters, each from 0 to its limit." })}
    >
      <SectionCard title={_(/*i18n*/ { id: 'Add Parameter' })} headingId="add-parameter-heading">
        <ParameterForm vehicleTypeId={vehicleTypeId} onVehicleTypeChange={setVehicleTypeId} />
      </SectionCard>
      <ParameterList vehicleTypeId={vehicleTypeId} />
    </AdminPage>
  );
}
