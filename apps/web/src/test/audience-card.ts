import type { AudienceVehicle } from '@showgrid/shared/schemas/attendee';

/** The vehicle behind windscreen card SS007, as GET /api/attendee/vehicle/SS007/ answers it (voting open). */
export function jaguarCard(overrides: Partial<AudienceVehicle> = {}): AudienceVehicle {
  return {
    intVehicleId: 42,
    intEventId: 3,
    strUniqueId: 'SS007',
    strRegistrationNumber: 'JAG 1961',
    strVehicleName: 'Jaguar E-Type',
    strCategoryName: 'Classic Cars',
    strEventTitle: 'Spring Concours',
    strImage: '/media/jaguar',
    blnVotingOpen: true,
    strVotingState: 'open',
    dtVotingOpensAt: '2030-05-01T08:00:00.000Z',
    dtVotingClosesAt: '2030-05-04T20:00:00.000Z',
    strTimeZone: 'Europe/London',
    strLocale: 'en',
    ...overrides,
  };
}
