import { judgesChoiceOrder } from '@showgrid/shared/judges-choice';
import type { JudgeChoice } from '@showgrid/shared/schemas/score';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import { chosenIdsOf, type JudgeData } from '../stores/judge-store';
import { givenScore } from './given-score';

/** A Judges Choice card as the tablet can draw it from what it keeps; the score null when a limit is unknown. */
export type TabletChoice = Omit<JudgeChoice, 'intRank' | 'intScoreId' | 'intMaxScore'> & { intMaxScore: number | null };

/**
 * The judge's choices in an event from the tablet's own records (issue 29: the choices page works
 * offline): the vehicles kept on the tablet, each with the score the judge gave, in the judges'-choice
 * order the server lists them in (@showgrid/shared/judges-choice).
 */
export function choicesOnTablet(state: Pick<JudgeData, 'sheets' | 'vehicles' | 'parameters'>, eventId: number): TabletChoice[] {
  return chosenIdsOf(state, eventId)
    .flatMap((vehicleId) => {
      const vehicle = state.vehicles.find((candidate) => candidate.intVehicleId === vehicleId);
      const given = givenScore(state.sheets[vehicleId], undefined, vehicle ? state.parameters[vehicle.intVehicleTypeId] : undefined);
      if (!vehicle || !given) return [];
      return [
        {
          intVehicleId: vehicleId,
          strUniqueId: vehicle.strUniqueId,
          strVehicleName: vehicleName(vehicle.strBrandName, vehicle.strModelName),
          strCategoryName: vehicle.strCategoryName,
          intTotalScore: given.total,
          intMaxScore: given.max,
          strImage: vehicle.strImage,
        },
      ];
    })
    .sort((a, b) =>
      judgesChoiceOrder({ vehicleId: a.intVehicleId, total: a.intTotalScore }, { vehicleId: b.intVehicleId, total: b.intTotalScore }),
    );
}
